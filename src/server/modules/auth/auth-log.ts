import { isAPIError } from 'better-auth/api';

type Level = 'debug' | 'info' | 'warn' | 'error';

/** PostgreSQL's unique_violation: two requests raced to create the same row. */
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: Error): boolean {
  const cause: unknown = error.cause;
  return (
    typeof cause === 'object' && cause !== null && Reflect.get(cause, 'code') === UNIQUE_VIOLATION
  );
}

/**
 * The level a line of better-auth's log is worth in ours. better-auth logs at error level many
 * refusals of what a client sent (an untrusted callbackURL or origin, an unknown provider), which
 * anyone can trigger at will: an error there would hide our own faults. A line is kept at error
 * only when it carries an exception of ours, one that is neither a refusal nor a lost race.
 */
export function betterAuthLogLevel(level: Level, details: readonly unknown[]): Level {
  if (level !== 'error') return level;
  const fault = details.some(
    (detail) => detail instanceof Error && !isAPIError(detail) && !isUniqueViolation(detail),
  );
  return fault ? 'error' : 'warn';
}
