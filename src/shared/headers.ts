// Kept apart from the schemas: the web's API client needs the name on every page, and importing
// it from a schema file would bring zod into the first download of pages that validate nothing.

/**
 * The header in which the web names the user's IANA time zone on every API call, so that work
 * done later for the request (the AI reading a due date) knows the user's local day.
 */
export const TIME_ZONE_HEADER = 'x-time-zone';

/**
 * The header that names a request in every answer (and, from a trusted proxy, in the request):
 * the id is in each log line of the request and in error answers' bodies as `requestId`.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
