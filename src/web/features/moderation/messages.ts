import type { ModerationAction, SuspensionDays } from '../../../shared/domain/moderation.ts';

/** The reports list's heading, where focus goes once a decision takes a card away. */
export const REPORTS_HEADING_ID = 'reports-title';

/** The exact texts of the admin page. */
export const moderationMessages = {
  title: 'Admin',
  description: 'Reports of video partners, suspended accounts, and every action taken.',
  counts: { users: 'Accounts', proUsers: 'Pro accounts', callsToday: 'Video calls today' },
  countsFailed: 'Could not load the admin page.',
  reportsTitle: 'Reports to review',
  reportsDescription:
    'A decision also covers the waiting reports of the same person made before it; once none waits, they may search for partners again unless suspended.',
  reportsEmpty: 'No reports are waiting.',
  reportsFailed: 'Could not load the reports.',
  reportedBy: 'reported by',
  deletedAccount: 'Deleted account',
  held: 'Kept out of matchmaking',
  earlierTitle: (count: number) => (count === 1 ? '1 earlier report' : `${count} earlier reports`),
  noEarlier: 'No earlier reports.',
  decisionLegend: 'Decision',
  decisions: {
    dismiss: 'Dismiss',
    warn: 'Warn by e-mail',
    suspend: 'Suspend',
  },
  lengthLabel: 'Suspend for',
  noteLabel: 'Note for the audit log',
  noteHint: 'Why you decided this; only admins read it.',
  submit: 'Record decision',
  decided: 'Decision recorded',
  decideFailed: 'Could not record the decision. Please try again.',
  onlyDismiss: 'The account was deleted: the report can only be dismissed.',
  suspensionsTitle: 'Suspended accounts',
  suspensionsEmpty: 'No account is suspended.',
  suspensionsFailed: 'Could not load the suspended accounts.',
  lift: 'Lift suspension',
  liftTitle: 'Lift the suspension?',
  liftDescription: (username: string) => `${username} can sign in again at once.`,
  lifted: 'Suspension lifted',
  liftFailed: 'Could not lift the suspension. Please try again.',
  auditTitle: 'Audit log',
  auditEmpty: 'No action has been taken yet.',
  auditFailed: 'Could not load the audit log.',
  deletedPerson: 'a deleted account',
};

/** '7 days', 'For good'. */
export function suspensionLength(days: SuspensionDays): string {
  if (days === null) return 'For good';
  return days === 1 ? '1 day' : `${days} days`;
}

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An instant of the API in the reader's own words and zone. */
export function formatInstant(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** 'Suspended until 5 Dec 2026, 12:00', 'Suspended for good'. */
export function suspendedText(until: string | null): string {
  return until === null ? 'Suspended for good' : `Suspended until ${formatInstant(until)}`;
}

/** How the audit log names each action. */
export const ACTION_NAMES: Record<ModerationAction, string> = {
  dismiss: 'Dismissed',
  warn: 'Warned',
  suspend: 'Suspended',
  unsuspend: 'Lifted suspension',
};
