import { z } from './zod.ts';

/**
 * The longest id or token a request may name. Real ones are far shorter; a longer one is refused
 * before any lookup.
 */
export const ID_MAX_LENGTH = 100;

/** An id a client names: any text, so a malformed id is answered like an unknown one. */
export const idSchema = z.string().check(z.minLength(1), z.maxLength(ID_MAX_LENGTH));

/** Whether `value` is a UUID, the form of every id Pomopal stores. */
export function isUuid(value: string): boolean {
  return z.uuid().safeParse(value).success;
}
