import { and, eq } from 'drizzle-orm';
import type { DateKey } from '../../../shared/domain/local-date.ts';
import type { AiSummaryType } from '../../../shared/insights.schemas.ts';
import type { Database } from '../../db/client.ts';
import { aiSummaries } from './ai-summaries.table.ts';

export interface SummaryKey {
  userId: string;
  type: AiSummaryType;
  localDate: DateKey;
}

/** The cache of written summaries: the latest of each type per user, for its local day. */
export function createAiSummariesRepository({ db }: { db: Database }) {
  return {
    /** The summary written for this very day, or null. */
    find: async (key: SummaryKey) => {
      const [row] = await db
        .select({ figuresHash: aiSummaries.figuresHash, summary: aiSummaries.summary })
        .from(aiSummaries)
        .where(
          and(
            eq(aiSummaries.userId, key.userId),
            eq(aiSummaries.type, key.type),
            eq(aiSummaries.localDate, key.localDate),
          ),
        );
      return row ?? null;
    },

    /** Keeps `summary` as the user's latest of its type, replacing any before it. */
    save: async (key: SummaryKey, figuresHash: string, summary: string) => {
      await db
        .insert(aiSummaries)
        .values({ ...key, figuresHash, summary })
        .onConflictDoUpdate({
          target: [aiSummaries.userId, aiSummaries.type],
          set: { localDate: key.localDate, figuresHash, summary, updatedAt: new Date() },
        });
    },
  };
}

export type AiSummariesRepository = ReturnType<typeof createAiSummariesRepository>;
