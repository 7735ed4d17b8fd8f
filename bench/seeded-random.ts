/**
 * A small deterministic generator (mulberry32): the same seed gives the same numbers on every
 * run and machine, so seeded data, and the sizes measured on it, repeat exactly.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new RangeError('Cannot pick from nothing');
    return item;
  };
  return {
    int,
    pick,
    /** True with probability `share`. */
    chance: (share: number): boolean => next() < share,
    /** `count` different items, in a random order. */
    some: <T>(items: readonly T[], count: number): T[] => {
      const left = [...items];
      const chosen: T[] = [];
      while (chosen.length < count && left.length > 0) {
        chosen.push(...left.splice(int(0, left.length - 1), 1));
      }
      return chosen;
    },
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
