import { desc } from 'drizzle-orm';
import type { ModerationAction } from '../../../shared/domain/moderation.ts';
import type { Database } from '../../db/client.ts';
import { moderationActions } from './moderation-actions.table.ts';

export interface AuditRecord {
  adminId: string;
  adminEmail: string;
  action: ModerationAction;
  /** Null for a report of an account deleted since. */
  subjectId: string | null;
  reportId: string | null;
  until: Date | null;
  note: string;
  at: Date;
}

/** The audit log of admins' actions. */
export function createModerationRepository({ db }: { db: Database }) {
  return {
    /** Writes one entry; its id. */
    record: async ({ at, ...entry }: AuditRecord): Promise<string> => {
      const [row] = await db
        .insert(moderationActions)
        .values({ ...entry, createdAt: at })
        .returning({ id: moderationActions.id });
      if (!row) throw new Error('The audit log entry was not stored.');
      return row.id;
    },

    /** The latest entries, newest first. */
    latest: (limit: number) =>
      db
        .select({
          id: moderationActions.id,
          at: moderationActions.createdAt,
          adminEmail: moderationActions.adminEmail,
          action: moderationActions.action,
          subjectId: moderationActions.subjectId,
          until: moderationActions.until,
          note: moderationActions.note,
        })
        .from(moderationActions)
        .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
        .limit(limit),
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
