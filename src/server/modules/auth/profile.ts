export interface PersonName {
  firstName: string | null;
  lastName: string | null;
}

/** Splits a full name at its first space: 'Ada King Lovelace' -> 'Ada' + 'King Lovelace'. */
export function profileFromName(name: string | null | undefined): PersonName {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = parts;
  return { firstName: first ?? null, lastName: rest.length > 0 ? rest.join(' ') : null };
}
