import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { ReportDecision } from '../../../shared/domain/moderation.ts';
import { holdWindowStart, reachesHold } from '../../../shared/domain/moderation.ts';
import type { Database } from '../../db/client.ts';
import { callReports } from './call-reports.table.ts';
import { callRooms } from './call-rooms.table.ts';
import { matchHolds } from './match-holds.table.ts';
import { matchQueue } from './match-queue.table.ts';
import { userBlocks } from './user-blocks.table.ts';

export interface ReportRow {
  id: string;
  reporterId: string;
  reportedId: string | null;
  roomName: string | null;
  reason: string;
  createdAt: Date;
  decision: ReportDecision | null;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Holds the reports of one person still until the transaction ends: reporting and deciding. */
async function lockPerson(tx: Transaction, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`call-reports:${userId}`}))`);
}

const reportColumns = {
  id: callReports.id,
  reporterId: callReports.reporterId,
  reportedId: callReports.reportedId,
  roomName: callReports.roomName,
  reason: callReports.reason,
  createdAt: callReports.createdAt,
  decision: callReports.decision,
};

/** Blocks and reports: what users do about a partner who misbehaved, and what admins decide. */
export function createSafetyRepository({ db }: { db: Database }) {
  return {
    block: async (userId: string, blockedUserId: string, at: Date) => {
      await db
        .insert(userBlocks)
        .values({ userId, blockedUserId, createdAt: at })
        .onConflictDoNothing();
    },

    /**
     * Stores the report; when enough different people have now reported the same person lately
     * with no admin's decision yet, that person is held out of matchmaking (a search of theirs
     * ends). One transaction under the person's lock, which a decision takes too: a hold is
     * never set on reports an admin decided meanwhile, and reports made at once are all counted.
     */
    report: async (report: {
      reporterId: string;
      reportedId: string;
      roomName: string;
      reason: string;
      at: Date;
    }) => {
      const { at, ...values } = report;
      /** Whether the report held the person: their search, if any, has ended. */
      return db.transaction(async (tx): Promise<boolean> => {
        await lockPerson(tx, report.reportedId);
        await tx.insert(callReports).values({ ...values, createdAt: at });
        const open = await tx
          .select({ reporterId: callReports.reporterId })
          .from(callReports)
          .where(
            and(
              eq(callReports.reportedId, report.reportedId),
              isNull(callReports.decision),
              gte(callReports.createdAt, holdWindowStart(at)),
            ),
          );
        if (!reachesHold(open.map((row) => row.reporterId))) return false;
        await tx
          .insert(matchHolds)
          .values({ userId: report.reportedId, createdAt: at })
          .onConflictDoNothing();
        await tx.delete(matchQueue).where(eq(matchQueue.userId, report.reportedId));
        return true;
      });
    },

    isHeld: async (userId: string): Promise<boolean> => {
      const [row] = await db
        .select({ userId: matchHolds.userId })
        .from(matchHolds)
        .where(eq(matchHolds.userId, userId));
      return row !== undefined;
    },

    /** Of these people, those held out of matchmaking. */
    heldAmong: async (userIds: readonly string[]): Promise<Set<string>> => {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ userId: matchHolds.userId })
        .from(matchHolds)
        .where(inArray(matchHolds.userId, [...userIds]));
      return new Set(rows.map((row) => row.userId));
    },

    /** The reports waiting for an admin, the oldest first. */
    openReports: (limit: number): Promise<ReportRow[]> =>
      db
        .select(reportColumns)
        .from(callReports)
        .where(isNull(callReports.decision))
        .orderBy(asc(callReports.createdAt), asc(callReports.id))
        .limit(limit),

    findReport: async (reportId: string): Promise<ReportRow | null> => {
      const [row] = await db
        .select(reportColumns)
        .from(callReports)
        .where(eq(callReports.id, reportId));
      return row ?? null;
    },

    /** Every report about these people, the newest first. */
    reportsAbout: (userIds: readonly string[]): Promise<ReportRow[]> =>
      userIds.length === 0
        ? Promise.resolve([])
        : db
            .select(reportColumns)
            .from(callReports)
            .where(inArray(callReports.reportedId, [...userIds]))
            .orderBy(desc(callReports.createdAt), desc(callReports.id)),

    /**
     * An admin's decision on `report` and on the reports of the same person that waited before
     * it; those that came after wait on. Null when `report` was decided meanwhile. The person's
     * hold on matchmaking ends once none of their reports waits.
     */
    decide: (report: ReportRow, decision: ReportDecision, at: Date) =>
      db.transaction(async (tx): Promise<string[] | null> => {
        const person = report.reportedId;
        if (person !== null) await lockPerson(tx, person);
        const covered =
          person === null
            ? eq(callReports.id, report.id)
            : or(
                eq(callReports.id, report.id),
                and(
                  eq(callReports.reportedId, person),
                  lte(callReports.createdAt, report.createdAt),
                ),
              );
        const decided = await tx
          .update(callReports)
          .set({ decision, decidedAt: at })
          .where(and(covered, isNull(callReports.decision)))
          .returning({ id: callReports.id });
        const ids = decided.map((row) => row.id);
        if (!ids.includes(report.id)) return null;
        if (person !== null) {
          const waiting = await tx
            .select({ id: callReports.id })
            .from(callReports)
            .where(and(eq(callReports.reportedId, person), isNull(callReports.decision)))
            .limit(1);
          if (waiting.length === 0) {
            await tx.delete(matchHolds).where(eq(matchHolds.userId, person));
          }
        }
        return ids;
      }),

    /** How many calls began from `start` until before `end`. */
    callsBetween: async (start: Date, end: Date): Promise<number> => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(callRooms)
        .where(and(gte(callRooms.createdAt, start), lt(callRooms.createdAt, end)));
      return row?.count ?? 0;
    },
  };
}
export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
