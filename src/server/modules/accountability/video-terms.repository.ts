import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { videoTerms } from './video-terms.table.ts';

export function createVideoTermsRepository({ db }: { db: Database }) {
  return {
    /** The version of the guidelines the user accepted last, or null. */
    acceptedVersion: async (userId: string): Promise<number | null> => {
      const [row] = await db
        .select({ version: videoTerms.version })
        .from(videoTerms)
        .where(eq(videoTerms.userId, userId));
      return row?.version ?? null;
    },

    accept: async (userId: string, version: number, at: Date) => {
      await db
        .insert(videoTerms)
        .values({ userId, version, acceptedAt: at })
        .onConflictDoUpdate({ target: videoTerms.userId, set: { version, acceptedAt: at } });
    },
  };
}

export type VideoTermsRepository = ReturnType<typeof createVideoTermsRepository>;
