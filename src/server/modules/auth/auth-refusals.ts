import { type ApiErrorBody, type ErrorCode, isCatalogueErrorCode } from '../../../shared/errors.ts';
import { errorBody } from '../../lib/errors.ts';

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
 * wrong in plain words, and leaves every other message as it is.
 */
export function withFieldNames(message: string): string {
  if (!message.startsWith('[body')) return message;
  return [...new Set(message.split('; ').map(readable))].join('; ');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parsed(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const body: unknown = JSON.parse(text);
    return isRecord(body) ? body : null;
  } catch {
    return null;
  }
}

/**
 * better-auth's `INVALID_EMAIL_OR_PASSWORD` becomes `auth.invalid_email_or_password`; a body that
 * breaks its schema is `request.invalid`, as everywhere else; a refusal of our own hooks keeps its
 * catalogue code (`account.username_taken`).
 */
function codeOf(status: number, raw: unknown): ErrorCode {
  if (raw === 'VALIDATION_ERROR') return 'request.invalid';
  if (isCatalogueErrorCode(raw)) return raw;
  if (typeof raw === 'string' && raw.trim() !== '') {
    return `auth.${raw
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, '_')}`;
  }
  if (status === 401) return 'auth.unauthorized';
  if (status === 404) return 'request.route_not_found';
  return 'request.invalid';
}

/**
 * A better-auth refusal in Pomopal's error shape, `{ statusCode, code, message }`, with a
 * namespaced code the web branches on and a message that names the wrong field. A failure on our
 * side is masked like every other (`lib/errors.ts`); better-auth has logged it already.
 */
export function presentRefusal(status: number, text: string | null): ApiErrorBody {
  if (status >= 500) {
    return errorBody('server.internal', 'Something went wrong on our side. Please try again.');
  }
  const body = parsed(text);
  const message =
    typeof body?.message === 'string' && body.message.trim() !== ''
      ? withFieldNames(body.message)
      : 'The request was refused.';
  return { statusCode: status, code: codeOf(status, body?.code), message };
}
