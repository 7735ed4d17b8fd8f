// The rules of moderation: when reports keep someone out of video calls, and how long a
// suspension lasts. Both the server and the admin page use them.

/** This many different people reporting one person ... */
export const REPORTERS_BEFORE_HOLD = 3;
/** ... within this many days keeps that person out of matchmaking until an admin has looked. */
export const REPORT_HOLD_WINDOW_DAYS = 7;

/** The lengths of a suspension an admin picks from, in days; null is for good. */
export const SUSPENSION_DAYS = [1, 7, 30] as const;
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number] | null;

/** An admin's note on an action, kept in the audit log: required, and this long at most. */
export const MODERATION_NOTE_MAX_LENGTH = 1000;
export const MODERATION_NOTE_REQUIRED = 'Write a note for the audit log.';

/** What an admin may do about a report. */
export const REPORT_DECISIONS = ['dismiss', 'warn', 'suspend'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** Every action the audit log records. */
export const MODERATION_ACTIONS = [...REPORT_DECISIONS, 'unsuspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reports made after this instant count towards a hold decided at `now`. */
export function holdWindowStart(now: Date): Date {
  return new Date(now.getTime() - REPORT_HOLD_WINDOW_DAYS * DAY_MS);
}

/**
 * Whether the reports of one person still waiting for an admin, made since `holdWindowStart`,
 * keep them out of matchmaking: one person reporting twice counts once.
 */
export function reachesHold(reporterIds: readonly string[]): boolean {
  return new Set(reporterIds).size >= REPORTERS_BEFORE_HOLD;
}

/** When a suspension of `days` starting at `now` ends; null for one that does not. */
export function suspensionEnd(now: Date, days: SuspensionDays): Date | null {
  return days === null ? null : new Date(now.getTime() + days * DAY_MS);
}

/** Whether a suspension that ends at `until` (null: never) still holds at `now`. */
export function suspensionInForce(until: Date | null, now: Date): boolean {
  return until === null || until.getTime() > now.getTime();
}

/**
 * A suspension given while another is in force ends at the later of the two ends: a shorter one
 * never cuts short what an admin decided before (null, for good, outlasts any end).
 */
export function laterSuspensionEnd(current: Date | null, next: Date | null): Date | null {
  if (current === null || next === null) return null;
  return current.getTime() >= next.getTime() ? current : next;
}
