import ical from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';

/** A task with a due date, as the feed shows it. */
export interface FeedTask {
  id: string;
  title: string;
  description: string | null;
  dueDate: Date;
  completed: boolean;
  repeatRule: string | null;
  repeatAfterCompletion: boolean;
  repeatSeriesStart: Date | null;
  repeatTimeZone: string | null;
}

/** A focus session that has begun: worked, or running until its planned end. */
export interface FeedSession {
  id: string;
  taskTitle: string;
  name: string | null;
  status: 'active' | 'completed' | 'interrupted';
  startTime: Date;
  endTime: Date | null;
  durationMinutes: number;
}

export interface CalendarFeedInput {
  tasks: readonly FeedTask[];
  sessions: readonly FeedSession[];
  appUrl: string;
  /** When the feed was written: every event's DTSTAMP. */
  now: Date;
}

/** How often calendar apps are asked to fetch the feed again, in seconds. */
const REFRESH_SECONDS = 60 * 60;

const MINUTE_MS = 60_000;

/**
 * A stored rule as a series starting at a time in `timeZone` writes it: UNTIL, kept as the
 * series' last local day, becomes the end of that day in UTC, the only form RFC 5545 allows
 * beside a DTSTART with a time zone.
 */
export function feedRule(rule: string, timeZone: string): string {
  const written = rule.replace(
    /(^|;)UNTIL=(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?/,
    (_match, start: string, year: string, month: string, day: string) => {
      const end = DateTime.fromObject(
        { year: Number(year), month: Number(month), day: Number(day) },
        { zone: timeZone },
      )
        .endOf('day')
        .toUTC();
      return `${start}UNTIL=${end.toFormat("yyyyLLdd'T'HHmmss'Z'")}`;
    },
  );
  return `RRULE:${written}`;
}

/**
 * A repeating task's series, when calendars can lay it out: its rule counts from the series'
 * start, in the zone whose local times the occurrences keep. A task that repeats from each
 * completion has no dates to lay out before it is done, so it shows as its next occurrence.
 */
function seriesOf(task: FeedTask) {
  if (!task.repeatRule || task.repeatAfterCompletion) return null;
  if (!task.repeatSeriesStart || !task.repeatTimeZone) return null;
  return {
    start: DateTime.fromJSDate(task.repeatSeriesStart, { zone: task.repeatTimeZone }),
    timezone: task.repeatTimeZone,
    repeating: feedRule(task.repeatRule, task.repeatTimeZone),
  };
}

/**
 * The VTIMEZONE a series' TZID needs, from the time zone database the library carries, under
 * the name the events use: the library names a zone by its current name (Asia/Kolkata for the
 * Asia/Calcutta browsers still report), and RFC 5545 pairs each TZID with its own VTIMEZONE.
 */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  const component = Array.isArray(block) ? block[0] : undefined;
  return component ? component.replace(/^TZID:.*$/m, `TZID:${zone}`) : null;
}

const SESSION_STATUS: Record<FeedSession['status'], string> = {
  active: 'running',
  completed: 'done',
  interrupted: 'stopped early',
};

/**
 * A user's calendar as RFC 5545 text: each task with a due date as an event at that time (a
 * repeating task as its series, with the rule and its time zone) and each focus session that
 * has begun, from its start to its end (a running one to its planned end).
 */
export function calendarFeed({ tasks, sessions, appUrl, now }: CalendarFeedInput): string {
  const calendar = ical({
    name: 'Pomopal',
    description: 'Your Pomopal tasks and focus sessions',
    prodId: { company: 'Pomopal', product: 'Calendar feed', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  calendar.timezone({ name: null, generator: vtimezone });
  const tasksUrl = new URL('/my-tasks', appUrl).href;
  for (const task of tasks) {
    calendar.createEvent({
      id: `task-${task.id}@pomopal`,
      stamp: now,
      start: task.dueDate,
      ...seriesOf(task),
      summary: task.completed ? `✓ ${task.title}` : task.title,
      description: task.description,
      url: tasksUrl,
    });
  }
  for (const session of sessions) {
    const end =
      session.endTime ??
      new Date(session.startTime.getTime() + session.durationMinutes * MINUTE_MS);
    const step = session.name ? ` (${session.name})` : '';
    calendar.createEvent({
      id: `session-${session.id}@pomopal`,
      stamp: now,
      start: session.startTime,
      end,
      summary: `Focus: ${session.taskTitle}${step}`,
      description: `A ${session.durationMinutes}-minute focus session, ${SESSION_STATUS[session.status]}.`,
      url: tasksUrl,
    });
  }
  // RFC 5545 ends every line with CRLF, the last one too; the library leaves the last one off.
  return `${calendar.toString()}\r\n`;
}
