import type { Database } from '../../db/client.ts';
import { callReports } from './call-reports.table.ts';
import { userBlocks } from './user-blocks.table.ts';

/** Blocks and reports: what users do about a partner who misbehaved. */
export function createSafetyRepository({ db }: { db: Database }) {
  return {
    block: async (userId: string, blockedUserId: string, at: Date) => {
      await db
        .insert(userBlocks)
        .values({ userId, blockedUserId, createdAt: at })
        .onConflictDoNothing();
    },

    report: async (report: {
      reporterId: string;
      reportedId: string;
      roomName: string;
      reason: string;
      at: Date;
    }) => {
      const { at, ...values } = report;
      await db.insert(callReports).values({ ...values, createdAt: at });
    },
  };
}

export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
