import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';

/**
 * A task's place in its list is a key that sorts as text, byte by byte: a task moved between
 * two others gets a key between theirs, so a move writes that one task and no other.
 */
export type OrderKey = string;

/** Text order by code unit, the order the database keeps keys in (collation "C"). */
export function compareOrderKeys(a: OrderKey, b: OrderKey): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** A key between two neighbours; null stands for the start (`lower`) or the end (`upper`). */
export function orderKeyBetween(lower: OrderKey | null, upper: OrderKey | null): OrderKey {
  return generateKeyBetween(lower, upper);
}

/** `count` keys in ascending order, for a list laid out from scratch. */
export function orderKeys(count: number): OrderKey[] {
  return generateNKeysBetween(null, null, count);
}

/**
 * The key of place `index` in a list laid out from scratch, negative places coming before the
 * first: sample lists and seeds are written with it.
 */
export function orderKeyAt(index: number): OrderKey {
  if (index >= 0) return orderKeys(index + 1)[index] ?? orderKeyBetween(null, null);
  let key = orderKeyBetween(null, null);
  for (let place = 0; place > index; place -= 1) key = orderKeyBetween(null, key);
  return key;
}

/** Where a moved task goes: right before or right after another task of the list. */
export type Placement = { before: string } | { after: string };

/**
 * The placement of a task dragged onto another in a list shown in `ids` order: it takes the
 * other's place, so it lands after it when moved down and before it when moved up. Null when
 * nothing moves.
 */
export function placementOf(
  ids: readonly string[],
  movedId: string,
  ontoId: string,
): Placement | null {
  const from = ids.indexOf(movedId);
  const to = ids.indexOf(ontoId);
  if (from < 0 || to < 0 || from === to) return null;
  return from < to ? { after: ontoId } : { before: ontoId };
}

/** The task a placement names. */
export const anchorOf = (placement: Placement): string =>
  'before' in placement ? placement.before : placement.after;
