import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CalendarFeedLink } from '../../../shared/calendar-feed.schemas.ts';
import {
  CALENDAR_FEED_HISTORY_DAYS,
  CALENDAR_FEED_PRO_ONLY,
} from '../../../shared/calendar-feed-rules.ts';
import { DomainError } from '../../../shared/errors.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit.ts';
import { calendarFeed } from './calendar-feed.ics.ts';
import type { CalendarFeedRepository } from './calendar-feed.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A feed's secret: 128 random bits. */
const SECRET_BYTES = 16;

/** Reads of one feed: calendar apps fetch every few minutes to every few hours. */
export const FEED_READS_PER_FEED: RateLimitRule = { limit: 60, windowMs: HOUR_MS };

/** Wrong addresses from one client: no one walks through feed ids at the database's cost. */
export const FEED_MISSES_PER_IP: RateLimitRule = { limit: 30, windowMs: HOUR_MS };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** `<secret>.ics`: the secret in base64url. */
const FEED_FILE = /^([A-Za-z0-9_-]{22})\.ics$/;

const feedErrors = {
  notFound: () => new DomainError('calendar.feed_not_found', 'Not found.'),
  tooManyReads: () =>
    new DomainError('request.rate_limited', 'This calendar was fetched too often. Try later.'),
};

interface CalendarFeedDeps {
  repository: CalendarFeedRepository;
  rateLimiter: RateLimiter;
  isPro(userId: string): Promise<boolean>;
  assertPro(userId: string, message: string): Promise<void>;
  appUrl: string;
  now: () => Date;
}

const sameSecret = (given: string, kept: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * A Pro user's private calendar feed: the address Settings shows (made on first request, made
 * anew by 'Reset link'), and the feed calendar apps read from it with no sign-in. Any address
 * that does not open a feed (wrong, reset, malformed, or of an account without Pro) gets the
 * same 404, so an address tells nothing of whose it was.
 */
export function createCalendarFeedService(deps: CalendarFeedDeps) {
  const { repository } = deps;
  const urlOf = (feed: { id: string; secret: string }) =>
    new URL(`/api/calendar/${feed.id}/${feed.secret}.ics`, deps.appUrl).href;

  return {
    link: async (userId: string): Promise<CalendarFeedLink> => {
      await deps.assertPro(userId, CALENDAR_FEED_PRO_ONLY);
      const feed = await repository.ofUser(userId);
      return { url: feed ? urlOf(feed) : null };
    },

    /** A new address; the old one stops at once. */
    reset: async (userId: string): Promise<CalendarFeedLink> => {
      await deps.assertPro(userId, CALENDAR_FEED_PRO_ONLY);
      const feed = { id: randomUUID(), secret: randomBytes(SECRET_BYTES).toString('base64url') };
      await repository.replace(userId, feed);
      return { url: urlOf(feed) };
    },

    /** The feed at `/api/calendar/<feedId>/<file>`, as RFC 5545 text. */
    read: async (feedId: string, file: string, clientIp: string): Promise<string> => {
      const miss = async () => {
        const hit = await deps.rateLimiter.hit(`ip:${clientIp}:calendar-miss`, FEED_MISSES_PER_IP);
        return hit.allowed ? feedErrors.notFound() : feedErrors.tooManyReads();
      };
      const secret = FEED_FILE.exec(file)?.[1];
      if (!UUID.test(feedId) || secret === undefined) throw await miss();
      const feed = await repository.byId(feedId);
      if (!feed || !sameSecret(secret, feed.secret)) throw await miss();
      const hit = await deps.rateLimiter.hit(`user:${feed.userId}:calendar`, FEED_READS_PER_FEED);
      if (!hit.allowed) throw feedErrors.tooManyReads();
      if (!(await deps.isPro(feed.userId))) throw feedErrors.notFound();
      const now = deps.now();
      const since = new Date(now.getTime() - CALENDAR_FEED_HISTORY_DAYS * DAY_MS);
      return calendarFeed({
        tasks: await repository.tasks(feed.userId, since),
        sessions: await repository.sessions(feed.userId, since),
        appUrl: deps.appUrl,
        now,
      });
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
