import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
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
     * ends). Counted after the report is stored, so of reports made at once the last to count
     * sees them all.
     */
    report: async (report: {
      reporterId: string;
      reportedId: string;
      roomName: string;
      reason: string;
      at: Date;
    }) => {
      const { at, ...values } = report;
      await db.insert(callReports).values({ ...values, createdAt: at });
      const open = await db
        .select({ reporterId: callReports.reporterId })
        .from(callReports)
        .where(
          and(
            eq(callReports.reportedId, report.reportedId),
            isNull(callReports.decision),
            gte(callReports.createdAt, holdWindowStart(at)),
          ),
        );
      if (!reachesHold(open.map((row) => row.reporterId))) return;
      await db
        .insert(matchHolds)
        .values({ userId: report.reportedId, createdAt: at })
        .onConflictDoNothing();
      await db.delete(matchQueue).where(eq(matchQueue.userId, report.reportedId));
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
     * An admin's decision on every report of the person still open, which also ends their hold;
     * the ids of the reports it decided.
     */
    decideAbout: async (reportedId: string, decision: ReportDecision, at: Date) =>
      db.transaction(async (tx) => {
        const decided = await tx
          .update(callReports)
          .set({ decision, decidedAt: at })
          .where(and(eq(callReports.reportedId, reportedId), isNull(callReports.decision)))
          .returning({ id: callReports.id });
        await tx.delete(matchHolds).where(eq(matchHolds.userId, reportedId));
        return decided.map((row) => row.id);
      }),

    /** Decides one report of an account deleted since: there is nobody left to act on. */
    dismissOrphan: async (reportId: string, at: Date) => {
      await db
        .update(callReports)
        .set({ decision: 'dismiss', decidedAt: at })
        .where(and(eq(callReports.id, reportId), isNull(callReports.decision)));
    },

    /** How many calls began on the local day `dateKey` (YYYY-MM-DD) in `timeZone`. */
    callsOn: async (dateKey: string, timeZone: string, around: Date): Promise<number> => {
      // The day lies within a day and a half of `around` whatever the zone: the range lets the
      // index on the creation time narrow the rows the zone's calendar is worked out for.
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(callRooms)
        .where(
          and(
            gte(callRooms.createdAt, new Date(around.getTime() - 36 * 60 * 60 * 1000)),
            sql`(${callRooms.createdAt} at time zone ${timeZone})::date = ${dateKey}::date`,
          ),
        );
      return row?.count ?? 0;
    },
  };
}

export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
