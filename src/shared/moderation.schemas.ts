import { idSchema } from './common.schemas.ts';
import {
  MODERATION_ACTIONS,
  MODERATION_NOTE_MAX_LENGTH,
  MODERATION_NOTE_REQUIRED,
  REPORT_DECISIONS,
  SUSPENSION_DAYS,
} from './domain/moderation.ts';
import { z } from './zod.ts';

export { timeZoneQuerySchema as adminOverviewQuerySchema } from './insights.schemas.ts';

const instant = z.iso.datetime({ offset: true });

/** Someone an admin reads about: enough to tell people apart and to write to them. */
export const moderatedPersonSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
});
export type ModeratedPerson = z.infer<typeof moderatedPersonSchema>;

/** A suspension in force: its end, or null for one without an end. */
export const suspensionStateSchema = z.object({ until: z.nullable(instant) });

/** The person a report is about, and where they stand now. */
export const reportedPersonSchema = z.object({
  ...moderatedPersonSchema.shape,
  suspension: z.nullable(suspensionStateSchema),
  /** Kept out of matchmaking by the reports that wait for an admin. */
  heldFromMatchmaking: z.boolean(),
});

/** An earlier report of the same person, and what was decided about it. */
export const earlierReportSchema = z.object({
  id: z.uuid(),
  createdAt: instant,
  reason: z.string(),
  reporterUsername: z.nullable(z.string()),
  decision: z.nullable(z.enum(REPORT_DECISIONS)),
});

/** GET /api/admin/reports: the reports no admin has decided on, oldest first. */
export const reportForReviewSchema = z.object({
  id: z.uuid(),
  createdAt: instant,
  reason: z.string(),
  /** The call it came from; null once the call's record is gone. */
  roomName: z.nullable(z.string()),
  reporter: moderatedPersonSchema,
  /** Null when the reported account was deleted since. */
  reported: z.nullable(reportedPersonSchema),
  earlier: z.array(earlierReportSchema),
});
export type ReportForReview = z.infer<typeof reportForReviewSchema>;
export const reportsForReviewSchema = z.object({ reports: z.array(reportForReviewSchema) });
export type ReportsForReview = z.infer<typeof reportsForReviewSchema>;

/** GET /api/admin/overview?timeZone=...: the counts at the top of the admin page. */
export const adminOverviewSchema = z.object({
  users: z.int(),
  proUsers: z.int(),
  /** Video calls begun since midnight in the admin's time zone. */
  callsToday: z.int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** GET /api/admin/suspensions: everyone suspended now. */
export const suspendedPersonSchema = z.object({
  person: moderatedPersonSchema,
  since: instant,
  until: z.nullable(instant),
});
export type SuspendedPerson = z.infer<typeof suspendedPersonSchema>;
export const suspensionsSchema = z.object({ suspensions: z.array(suspendedPersonSchema) });

/** GET /api/admin/audit-log: the latest actions, newest first. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: instant,
  adminEmail: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  /** Who it was about, while their account exists. */
  subjectUsername: z.nullable(z.string()),
  /** The end of a suspension it set; null for one for good and for other actions. */
  until: z.nullable(instant),
  note: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema) });

const note = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, MODERATION_NOTE_REQUIRED),
    z.maxLength(MODERATION_NOTE_MAX_LENGTH, `At most ${MODERATION_NOTE_MAX_LENGTH} characters.`),
  );

const suspensionDays = z.nullable(
  z.literal(SUSPENSION_DAYS, {
    error: `must be one of ${SUSPENSION_DAYS.join(', ')} days, or null for good`,
  }),
);

/**
 * POST /api/admin/reports/:id/decision: dismiss, warn (a mail) or suspend the reported person;
 * every open report of that person is decided with it.
 */
export const reportDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('dismiss'), note }),
  z.strictObject({ decision: z.literal('warn'), note }),
  z.strictObject({ decision: z.literal('suspend'), note, days: suspensionDays }),
]);
export type ReportDecisionBody = z.infer<typeof reportDecisionSchema>;

/** POST /api/admin/suspensions/:userId/end: lifts a suspension before its end. */
export const endSuspensionSchema = z.strictObject({ note });

export const reportParamsSchema = z.object({ id: idSchema });
export const personParamsSchema = z.object({ userId: idSchema });
