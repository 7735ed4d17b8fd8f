/**
 * What deleting an account does with each column of the schema that holds a user's id. The
 * schema's foreign keys carry most of it out (the user row's deletion removes or unlinks the rows
 * that point at it); the columns without a key are erased by the deletion itself. A test compares
 * this list with the database, so a new table that holds a user's id fails until it is added here.
 */
export type UserDataHandling =
  /** A foreign key with ON DELETE CASCADE: the rows go with the account. */
  | 'removed-with-account'
  /** A foreign key with ON DELETE SET NULL: the rows stay, no longer naming anyone. */
  | 'kept-without-account'
  /** No foreign key: the deletion deletes the rows itself, by this column. */
  | 'erased';

export interface UserDataColumn {
  table: string;
  column: string;
  handling: UserDataHandling;
}

const removed = (table: string, column = 'user_id'): UserDataColumn => ({
  table,
  column,
  handling: 'removed-with-account',
});

export const USER_DATA_COLUMNS: readonly UserDataColumn[] = [
  removed('session'),
  removed('account'),
  removed('user_preferences'),
  removed('tasks'),
  removed('pomodoro_sessions'),
  removed('break_sessions'),
  removed('projects'),
  removed('labels'),
  removed('reminders'),
  removed('focus_days'),
  removed('focus_streaks'),
  removed('ai_summaries'),
  removed('push_subscriptions'),
  removed('timer_alarms'),
  removed('user_subscriptions'),
  removed('calendar_feeds'),
  removed('sandbox_checkouts'),
  removed('video_terms'),
  removed('match_queue'),
  removed('match_skips'),
  removed('match_skips', 'skipped_user_id'),
  removed('user_blocks'),
  removed('user_blocks', 'blocked_user_id'),
  removed('call_rooms', 'user_a'),
  removed('call_rooms', 'user_b'),
  removed('call_reports', 'reporter_id'),
  removed('match_holds'),
  removed('account_suspensions'),
  // The audit log of admins' actions outlives the admins and the people it names.
  { table: 'moderation_actions', column: 'admin_id', handling: 'kept-without-account' },
  { table: 'moderation_actions', column: 'subject_id', handling: 'kept-without-account' },
  // Kept for moderation: reports made about the account.
  { table: 'call_reports', column: 'reported_id', handling: 'kept-without-account' },
  // Kept for the provider's and the tax authority's records; they hold no name or address.
  { table: 'payment_events', column: 'user_id', handling: 'kept-without-account' },
  // Bumped by triggers while the user's tasks are deleted, so it cannot point at the user.
  { table: 'task_list_versions', column: 'user_id', handling: 'erased' },
];
