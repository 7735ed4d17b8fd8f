import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { callReports } from './call-reports.table.ts';
import type { RoomRow } from './call-rooms.repository.ts';
import { callRooms } from './call-rooms.table.ts';
import { matchHolds } from './match-holds.table.ts';
import { matchQueue } from './match-queue.table.ts';
import { matchSkips } from './match-skips.table.ts';
import { userBlocks } from './user-blocks.table.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface QueueEntry {
  userId: string;
  socketId: string;
  goalTaskId: string | null;
}

export interface Pairing {
  /** The name the room gets if a partner is found. */
  roomName: string;
  now: Date;
  /** Skips made after this keep the two apart. */
  skippedSince: Date;
  /** Whether a server still holds this socket: only then may its search be paired. */
  socketHeld(socketId: string): Promise<boolean>;
}

export type PairingResult =
  | { kind: 'matched'; room: RoomRow }
  /** No partner now; `contended` when one may be held by another pairing still running. */
  | { kind: 'waiting'; contended: boolean }
  /** The user's row is gone (matched or left) or held by another pairing of them. */
  | { kind: 'gone' };

/**
 * Whether queued row `q` may be paired with `userId`: not held out of matchmaking, and, either
 * way, not blocked, never reported, not skipped lately.
 */
const eligible = (userId: string, skippedSince: Date) => sql`
  q.user_id <> ${userId}
  and not exists (select 1 from ${matchHolds} h where h.user_id = q.user_id)
  and not exists (
    select 1 from ${callReports} r
    where (r.reporter_id = ${userId} and r.reported_id = q.user_id)
       or (r.reporter_id = q.user_id and r.reported_id = ${userId})
  )
  and not exists (
    select 1 from ${userBlocks} b
    where (b.user_id = ${userId} and b.blocked_user_id = q.user_id)
       or (b.user_id = q.user_id and b.blocked_user_id = ${userId})
  )
  and not exists (
    select 1 from ${matchSkips} s
    where ((s.user_id = ${userId} and s.skipped_user_id = q.user_id)
        or (s.user_id = q.user_id and s.skipped_user_id = ${userId}))
      and s.skipped_at > ${skippedSince.toISOString()}
  )`;

/**
 * The oldest eligible partner whose socket is still held, locked. A search whose socket no server
 * holds was left by a server that died: it ends here, rather than at the next pruning, and the
 * next partner is looked at.
 */
async function livePartner(tx: Transaction, userId: string, pairing: Pairing) {
  for (;;) {
    const found = await tx.execute<{
      user_id: string;
      socket_id: string;
      goal_task_id: string | null;
    }>(sql`
      select q.user_id, q.socket_id, q.goal_task_id from ${matchQueue} q
      where ${eligible(userId, pairing.skippedSince)}
      order by q.joined_at, q.user_id
      limit 1
      for update of q skip locked`);
    const partner = found.rows[0];
    if (!partner || (await pairing.socketHeld(partner.socket_id))) return partner;
    await tx.execute(sql`delete from ${matchQueue} where user_id = ${partner.user_id}`);
  }
}

/**
 * One attempt to pair `userId`, inside a transaction. Rows are locked with SKIP LOCKED, so two
 * attempts never wait for each other (no deadlock) and never take the same row (no double match);
 * a partner held by another attempt is reported as contention so the caller may try again.
 */
async function pairOnce(tx: Transaction, userId: string, pairing: Pairing): Promise<PairingResult> {
  const own = await tx.execute<{ goal_task_id: string | null }>(sql`
    select goal_task_id from ${matchQueue}
    where user_id = ${userId}
      and not exists (select 1 from ${matchHolds} h where h.user_id = ${userId})
    for update skip locked`);
  const me = own.rows[0];
  if (!me) return { kind: 'gone' };

  const partner = await livePartner(tx, userId, pairing);
  if (!partner) {
    // Read without locking: an eligible row seen now was held by another attempt (or arrived
    // after the locking read); that attempt may end without it, so this one is worth repeating.
    const seen = await tx.execute<{ contended: boolean }>(sql`
      select exists (select 1 from ${matchQueue} q where ${eligible(userId, pairing.skippedSince)})
        as contended`);
    return { kind: 'waiting', contended: seen.rows[0]?.contended === true };
  }

  await tx.execute(sql`delete from ${matchQueue} where user_id in (${userId}, ${partner.user_id})`);
  const mine = { userId, goal: me.goal_task_id };
  const theirs = { userId: partner.user_id, goal: partner.goal_task_id };
  const [a, b] = mine.userId < theirs.userId ? [mine, theirs] : [theirs, mine];
  const [room] = await tx
    .insert(callRooms)
    .values({
      name: pairing.roomName,
      userA: a.userId,
      userB: b.userId,
      goalA: a.goal,
      goalB: b.goal,
      createdAt: pairing.now,
    })
    .returning();
  if (!room) throw new Error('The call room was not stored.');
  return { kind: 'matched', room };
}

export function createMatchmakingRepository({ db }: { db: Database }) {
  return {
    /**
     * Queues the user, or hands their one row to this socket and goal. Committed on its own,
     * before any pairing: two searchers arriving together each see the other's row, where two
     * uncommitted rows would each be invisible to the other's pairing and both would wait.
     */
    enqueue: async (entry: QueueEntry, now: Date) => {
      await db
        .insert(matchQueue)
        .values({ ...entry, joinedAt: now })
        .onConflictDoUpdate({
          target: matchQueue.userId,
          // A second tab takes the search over; the wait so far still counts.
          set: { socketId: entry.socketId, goalTaskId: entry.goalTaskId },
        });
    },

    /** One pairing attempt for a queued user, in one transaction. */
    pair: (userId: string, pairing: Pairing): Promise<PairingResult> =>
      db.transaction((tx) => pairOnce(tx, userId, pairing)),

    leave: async (userId: string) => {
      await db.delete(matchQueue).where(eq(matchQueue.userId, userId));
    },

    /** Only the socket that queued takes the row out: another tab may have taken it over. */
    leaveFromSocket: async (userId: string, socketId: string) => {
      await db
        .delete(matchQueue)
        .where(and(eq(matchQueue.userId, userId), eq(matchQueue.socketId, socketId)));
    },

    /** The sockets that queued the searches now waiting. */
    queuedSocketIds: async (): Promise<string[]> =>
      (await db.select({ socketId: matchQueue.socketId }).from(matchQueue)).map(
        (row) => row.socketId,
      ),

    /** Ends the searches these sockets queued; returns how many ended. */
    leaveFromSockets: async (socketIds: readonly string[]) => {
      if (socketIds.length === 0) return 0;
      const gone = await db
        .delete(matchQueue)
        .where(inArray(matchQueue.socketId, [...socketIds]))
        .returning({ userId: matchQueue.userId });
      return gone.length;
    },

    /** Searches waiting and calls not ended, over every server (for the metrics). */
    counts: async (): Promise<{ searching: number; callsInProgress: number }> => {
      const [row] = (
        await db.execute<{ searching: number; calls: number }>(sql`
          select (select count(*)::int from ${matchQueue}) as searching,
                 (select count(*)::int from ${callRooms} where ended_at is null) as calls`)
      ).rows;
      return { searching: row?.searching ?? 0, callsInProgress: row?.calls ?? 0 };
    },

    recordSkip: async (userId: string, skippedUserId: string, at: Date) => {
      await db
        .insert(matchSkips)
        .values({ userId, skippedUserId, skippedAt: at })
        .onConflictDoUpdate({
          target: [matchSkips.userId, matchSkips.skippedUserId],
          set: { skippedAt: at },
        });
    },
  };
}

export type MatchmakingRepository = ReturnType<typeof createMatchmakingRepository>;
