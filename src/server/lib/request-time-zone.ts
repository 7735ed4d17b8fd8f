import type { FastifyRequest } from 'fastify';
import { isValidTimeZone } from '../../shared/domain/local-date.ts';
import { TIME_ZONE_HEADER } from '../../shared/headers.ts';

/**
 * The zone of a request that names none: a repeat keeps one time of day all year there, a
 * reschedule moves to the day as UTC counts it, and notifications tell times in it.
 */
export const ZONE_WHEN_UNNAMED = 'UTC';

/** The user's time zone the web named, or undefined when it named none or no real zone. */
export function requestTimeZone(request: FastifyRequest): string | undefined {
  const value = request.headers[TIME_ZONE_HEADER];
  return typeof value === 'string' && value.length <= 64 && isValidTimeZone(value)
    ? value
    : undefined;
}
