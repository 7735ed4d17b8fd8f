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

/** A new account's names: the first and last name it was given, else split from its full name. */
export function newAccountNames(fields: { name?: string | null }): PersonName {
  const fromName = profileFromName(fields.name);
  return {
    firstName: givenText(fields, 'firstName') ?? fromName.firstName,
    lastName: givenText(fields, 'lastName') ?? fromName.lastName,
  };
}

function givenText(record: object, key: string): string | null {
  const value: unknown = Reflect.get(record, key);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
