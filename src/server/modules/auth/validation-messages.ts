export const BODY_NOT_OBJECT = 'The request body must be a JSON object.';

/** One better-auth issue, `[body.email] Invalid email address`, as `email: Invalid email address`. */
function readable(issue: string): string {
  const match = /^\[body(?:\.([^\]]+))?\]\s*(.*)$/.exec(issue.trim());
  if (!match) return issue.trim();
  const [, field, message = ''] = match;
  return field ? `${field}: ${message}` : BODY_NOT_OBJECT;
}

/**
 * better-auth answers a malformed body with `[body] Invalid input ...`: this says which field is
 * wrong in plain words, and leaves every other answer as it is.
 */
export function withFieldNames(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof body !== 'object' || body === null || !('message' in body)) return text;
  if (typeof body.message !== 'string' || !body.message.startsWith('[body')) return text;
  const messages = [...new Set(body.message.split('; ').map(readable))];
  return JSON.stringify({ ...body, message: messages.join('; ') });
}
