import { type CatalogueErrorCode, ERROR_STATUS } from '../../shared/errors.ts';
import { ApiError, NETWORK_ERROR_CODE } from '../lib/api-client.ts';
import { jsonResponse } from './fetch-mock.ts';

/** The body the server answers a refusal with. */
export const errorBody = (code: CatalogueErrorCode, message: string = code) => ({
  statusCode: ERROR_STATUS[code],
  code,
  message,
});

/** The server's answer refusing a request with `code`. */
export const errorResponse = (code: CatalogueErrorCode, message?: string): Response =>
  jsonResponse(ERROR_STATUS[code], errorBody(code, message));

/** What the API client throws for a refusal with `code`, or for a lost connection. */
export function apiError(
  code: CatalogueErrorCode | typeof NETWORK_ERROR_CODE,
  message: string = code,
): ApiError {
  return new ApiError(code === NETWORK_ERROR_CODE ? 0 : ERROR_STATUS[code], code, message);
}
