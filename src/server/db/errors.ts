/** Whether a database error, or the driver error drizzle wraps, carries PostgreSQL's `code`. */
function hasCode(error: unknown, code: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === code) return true;
  }
  return false;
}

/** A unique-constraint violation. */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, '23505');

/** A foreign key naming a row that does not exist (or no longer does). */
export const isForeignKeyViolation = (error: unknown): boolean => hasCode(error, '23503');

/** A value PostgreSQL refuses as a function's argument, such as a time zone it does not know. */
export const isInvalidParameterValue = (error: unknown): boolean => hasCode(error, '22023');
