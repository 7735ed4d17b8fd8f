import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

// The export reads every table that names the user, so it reads them by name, as the erasure
// deletes them: the file's shape is defined here once, in SQL, and is the documented format
// (README, 'Downloading your data'). Each row is built as JSON by the database: timestamps come
// out in ISO 8601 with their offset whichever driver reads them.

/** A JSON value as the database builds it for the file. */
export type ExportRow = Record<string, unknown>;

/** Where a page of a long list ends: the next page starts after it. */
export type Cursor = readonly [string, string];

interface Page<Row> {
  rows: Row[];
  /** Where the next page starts; null after the last page. */
  next: Cursor | null;
}

/** How the export treats each column that holds a user's id (see user-data-columns.ts). */
export const EXPORTED_COLUMNS = [
  'user.id',
  'account.user_id',
  'video_terms.user_id',
  'user_preferences.user_id',
  'user_subscriptions.user_id',
  'payment_events.user_id',
  'projects.user_id',
  'labels.user_id',
  'tasks.user_id',
  'reminders.user_id',
  'pomodoro_sessions.user_id',
  'break_sessions.user_id',
  'call_rooms.user_a',
  'call_rooms.user_b',
  'user_blocks.user_id',
  'call_reports.reporter_id',
] as const;

/** The columns the file leaves out, and why. */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  'session.user_id': 'signed-in devices: their secrets stay on the server (Settings lists them)',
  'focus_days.user_id': 'daily totals, worked out again from the focus sessions',
  'focus_streaks.user_id': 'streaks, worked out again from the focus sessions',
  'ai_summaries.user_id': "the Insights page's AI texts, written again from the figures",
  'push_subscriptions.user_id': "a browser's address for notifications, not the person's data",
  'calendar_feeds.user_id': "the calendar feed's secret address (Settings shows it)",
  'timer_alarms.user_id': 'the next alarm of a running timer',
  'task_list_versions.user_id': 'a counter that tells devices the list changed',
  'match_queue.user_id': 'a search for a partner while it lasts',
  'match_skips.user_id': 'partners passed over while matching, forgotten soon after',
  'match_skips.skipped_user_id': "another person's matching",
  'sandbox_checkouts.user_id': "the test checkout's pages; their payments are in payments",
  'user_blocks.blocked_user_id': 'blocks made by other people',
  'call_reports.reported_id': 'reports made by other people',
  'match_holds.user_id': "a pause on finding partners while others' reports wait for an admin",
  'account_suspensions.user_id': 'a suspension, which keeps the account from signing in at all',
  'moderation_actions.admin_id': "the admins' audit log",
  'moderation_actions.subject_id': "the admins' audit log",
};

const ISO = (column: SQL) => sql`to_json(${column})`;

export function createAccountExportRepository({ db }: { db: Database }) {
  const rows = async (query: SQL): Promise<ExportRow[]> =>
    (await db.execute<{ row: ExportRow }>(query)).rows.map((result) => result.row);

  const one = async (query: SQL): Promise<ExportRow | null> => (await rows(query))[0] ?? null;

  /**
   * A page of `limit` rows after `after`, read one more to know whether another page follows.
   * Each query selects its sort keys as k1 and k2, as text, and orders by them. It picks the
   * page's rows in a subquery and builds the JSON of those alone: a plan that sorts (as one on
   * stale statistics does) then sorts narrow rows, not every row's JSON.
   */
  const page = async (
    query: (after: Cursor | null, limit: number) => SQL,
    after: Cursor | null,
    limit: number,
  ): Promise<Page<ExportRow>> => {
    const found = await db.execute<{ row: ExportRow; k1: string; k2: string }>(
      query(after, limit + 1),
    );
    const kept = found.rows.slice(0, limit);
    const last = found.rows.length > limit ? kept.at(-1) : undefined;
    return {
      rows: kept.map((result) => result.row),
      next: last ? [last.k1, last.k2] : null,
    };
  };

  return {
    account: (userId: string) =>
      one(sql`
        select json_build_object(
          'id', u.id, 'email', u.email, 'emailVerified', u.email_verified, 'name', u.name,
          'username', u.username, 'firstName', u.first_name, 'lastName', u.last_name,
          'image', u.image, 'createdAt', ${ISO(sql`u.created_at`)},
          'signInMethods', (select coalesce(json_agg(a.provider_id order by a.created_at), '[]')
                            from account a where a.user_id = u.id),
          'videoTermsAccepted', (select json_build_object('version', v.version,
                                   'at', ${ISO(sql`v.accepted_at`)})
                                 from video_terms v where v.user_id = u.id)
        ) as row
        from "user" u where u.id = ${userId}`),

    preferences: (userId: string) =>
      one(sql`
        select json_build_object(
          'colorTheme', p.theme, 'pomodoroMinutes', p.pomodoro_length,
          'shortBreakMinutes', p.break_length, 'longBreakMinutes', p.long_break_length,
          'pomodorosPerLongBreak', p.pomodoros_per_long_break,
          'autoStartBreaks', p.auto_start_breaks, 'autoStartSessions', p.auto_start_sessions,
          'dailyFocusGoal', p.daily_focus_goal, 'musicTheme', p.music_theme,
          'hideCompleted', p.hide_completed, 'notifications', p.notifications_enabled,
          'pushNotifications', p.push_notifications, 'inAppReminders', p.in_app_reminders,
          'emailReminders', p.email_reminders, 'defaultReminderMinutes', p.default_reminder,
          'updatedAt', ${ISO(sql`p.updated_at`)}
        ) as row
        from user_preferences p where p.user_id = ${userId}`),

    subscription: (userId: string) =>
      one(sql`
        select json_build_object(
          'plan', s.plan, 'planName', s.plan_display, 'active', s.is_active,
          'provider', s.provider, 'currentPeriodEnd', ${ISO(sql`s.current_period_end`)},
          'cancelAtPeriodEnd', s.cancel_at_period_end,
          'stripeCustomerId', s.stripe_customer_id,
          'stripeSubscriptionId', s.stripe_subscription_id,
          'paypalOrderId', s.paypal_order_id, 'paypalCaptureId', s.paypal_capture_id,
          'createdAt', ${ISO(sql`s.created_at`)}, 'updatedAt', ${ISO(sql`s.updated_at`)}
        ) as row
        from user_subscriptions s where s.user_id = ${userId}`),

    payments: (userId: string) =>
      rows(sql`
        select json_build_object(
          'provider', e.provider, 'eventId', e.event_id, 'type', e.type,
          'at', ${ISO(sql`e.created_at`)}
        ) as row
        from payment_events e where e.user_id = ${userId} order by e.created_at, e.id`),

    projects: (userId: string) =>
      rows(sql`
        select json_build_object(
          'id', p.id, 'name', p.name, 'color', p.color, 'createdAt', ${ISO(sql`p.created_at`)},
          'updatedAt', ${ISO(sql`p.updated_at`)}, 'deletedAt', ${ISO(sql`p.deleted_at`)}
        ) as row
        from projects p where p.user_id = ${userId} order by p.position, p.id`),

    labels: (userId: string) =>
      rows(sql`
        select json_build_object(
          'id', l.id, 'name', l.name, 'color', l.color, 'createdAt', ${ISO(sql`l.created_at`)}
        ) as row
        from labels l where l.user_id = ${userId} order by lower(l.name), l.id`),

    blocks: (userId: string) =>
      rows(sql`
        select json_build_object(
          'blockedUserId', b.blocked_user_id, 'at', ${ISO(sql`b.created_at`)}
        ) as row
        from user_blocks b where b.user_id = ${userId} order by b.created_at`),

    reports: (userId: string) =>
      rows(sql`
        select json_build_object(
          'reportedUserId', r.reported_id, 'room', r.room_name, 'reason', r.reason,
          'at', ${ISO(sql`r.created_at`)}
        ) as row
        from call_reports r where r.reporter_id = ${userId} order by r.created_at, r.id`),

    /**
     * The tasks in the list's order, deleted ones (still in the bin) included, each with its
     * reminders; its focus sessions are read apart (`sessions`), as one task may have thousands.
     */
    tasks: (userId: string, after: Cursor | null, limit: number) =>
      page(
        (from, count) => sql`
          select t.position as k1, t.id::text as k2, json_build_object(
            'id', t.id, 'title', t.title, 'description', t.description,
            'dueDate', ${ISO(sql`t.due_date`)}, 'completed', t.completed,
            'completedAt', ${ISO(sql`t.completed_at`)},
            'estimatedMinutes', t.original_estimated_duration,
            'priority', t.user_overridden_priority,
            'important', t.is_important, 'urgent', t.is_urgent,
            'pomodorosPlanned', t.total_pomodoros_planned,
            'pomodorosCompleted', t.pomodoros_completed_count,
            'focusMinutes', t.focus_time_completed_minutes,
            'projectId', t.project_id, 'labelIds', to_json(t.label_ids),
            'repeat', case when t.repeat_rule is null then null else json_build_object(
              'rule', t.repeat_rule, 'afterCompletion', t.repeat_after_completion,
              'seriesStart', ${ISO(sql`t.repeat_series_start`)}, 'timeZone', t.repeat_time_zone
            ) end,
            'previousOccurrenceId', t.previous_occurrence_id,
            'ai', json_build_object(
              'status', t.ai_status, 'priority', t.ai_predicted_priority,
              'summary', t.ai_task_summary, 'urgency', t.ai_predicted_urgency,
              'insights', t.ai_insights
            ),
            'reminders', (select coalesce(json_agg(json_build_object(
                'minutesBefore', r.minutes_before, 'remindAt', ${ISO(sql`r.remind_at`)},
                'timeZone', r.time_zone, 'firesAt', ${ISO(sql`r.fire_at`)},
                'doneAt', ${ISO(sql`r.done_at`)}
              ) order by r.fire_at, r.id), '[]')
              from reminders r where r.task_id = t.id),
            'createdAt', ${ISO(sql`t.created_at`)}, 'updatedAt', ${ISO(sql`t.updated_at`)},
            'deletedAt', ${ISO(sql`t.deleted_at`)}
          ) as row
          from (select * from tasks
                where user_id = ${userId}
                  ${from ? sql`and (position, id) > (${from[0]}, ${from[1]}::uuid)` : sql``}
                order by position, id limit ${count}) t
          order by t.position, t.id`,
        after,
        limit,
      ),

    /**
     * One task's focus sessions, in the order they were worked: read by the task alone (whose
     * owner the task list checked), so its index gives them in order at any size.
     */
    sessions: (taskId: string, after: Cursor | null, limit: number) =>
      page(
        (from, count) => sql`
          select s.session_order::text as k1, s.id::text as k2, json_build_object(
            'id', s.id, 'name', s.name, 'number', s.session_order, 'status', s.status,
            'completed', s.completed, 'minutes', s.duration_minutes,
            'focusMinutes', s.focus_minutes, 'interruptions', s.interruptions_count,
            'remainingSeconds', s.remaining_time_seconds,
            'startedAt', ${ISO(sql`s.start_time`)}, 'endedAt', ${ISO(sql`s.end_time`)},
            'createdAt', ${ISO(sql`s.created_at`)}, 'updatedAt', ${ISO(sql`s.updated_at`)}
          ) as row
          from (select * from pomodoro_sessions
                where task_id = ${taskId}::uuid
                  ${from ? sql`and session_order > ${Number(from[0])}` : sql``}
                order by session_order limit ${count}) s
          order by s.session_order`,
        after,
        limit,
      ),

    breaks: (userId: string, after: Cursor | null, limit: number) =>
      page(
        (from, count) => sql`
          select s.start_time::text as k1, s.id::text as k2, json_build_object(
            'id', s.id, 'kind', s.kind, 'completed', s.completed,
            'startedAt', ${ISO(sql`s.start_time`)}, 'endedAt', ${ISO(sql`s.end_time`)}
          ) as row
          from (select * from break_sessions
                where user_id = ${userId}
                  ${from ? sql`and (start_time, id) > (${from[0]}::timestamptz, ${from[1]}::uuid)` : sql``}
                order by start_time, id limit ${count}) s
          order by s.start_time, s.id`,
        after,
        limit,
      ),

    /** Video calls, with the user's own goal and outcome; the partner is not named. */
    calls: (userId: string, after: Cursor | null, limit: number) =>
      page(
        (from, count) => sql`
          select c.created_at::text as k1, c.name as k2, json_build_object(
            'room', c.name, 'matchedAt', ${ISO(sql`c.created_at`)},
            'focusStartedAt', ${ISO(sql`c.focus_started_at`)},
            'focusEndsAt', ${ISO(sql`c.focus_ends_at`)}, 'endedAt', ${ISO(sql`c.ended_at`)},
            'goalTaskId', case when c.user_a = ${userId} then c.goal_a else c.goal_b end,
            'outcome', case when c.user_a = ${userId} then c.outcome_a else c.outcome_b end
          ) as row
          from (select * from call_rooms
                where (user_a = ${userId} or user_b = ${userId})
                  ${from ? sql`and (created_at, name) > (${from[0]}::timestamptz, ${from[1]})` : sql``}
                order by created_at, name limit ${count}) c
          order by c.created_at, c.name`,
        after,
        limit,
      ),
  };
}

export type AccountExportRepository = ReturnType<typeof createAccountExportRepository>;
