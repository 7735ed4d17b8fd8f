// Who was signed in last on this device, so a start with no connection shows their saved data
// instead of a sign-in the server cannot answer. Only the account's public fields are kept
// (never a session token), and signing out deletes them.

const KEY = 'pomopal.offline-user';

export interface SavedUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image?: string | null;
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (some private modes): an offline start then asks to reconnect.
    return null;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parse(raw: string | null | undefined): SavedUser | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record: Record<string, unknown> = { ...value };
  const id = text(record.id);
  const email = text(record.email);
  const name = text(record.name);
  if (!id || email === null || name === null) return null;
  return {
    id,
    email,
    name,
    emailVerified: record.emailVerified === true,
    image: text(record.image),
    username: text(record.username),
    firstName: text(record.firstName),
    lastName: text(record.lastName),
    createdAt: new Date(text(record.createdAt) ?? 0),
    updatedAt: new Date(text(record.updatedAt) ?? 0),
  };
}

let cached: { raw: string | null; user: SavedUser | null } | undefined;

/** The user last signed in on this device, or null. */
export function savedUser(): SavedUser | null {
  const raw = deviceStorage()?.getItem(KEY) ?? null;
  if (cached?.raw !== raw) cached = { raw, user: parse(raw) };
  return cached.user;
}

export function saveUser(user: SavedUser): void {
  const raw = JSON.stringify(user);
  if (deviceStorage()?.getItem(KEY) === raw) return;
  try {
    deviceStorage()?.setItem(KEY, raw);
  } catch {
    // Storage full: an offline start then asks to reconnect, nothing more.
  }
}

export function forgetSavedUser(): void {
  deviceStorage()?.removeItem(KEY);
}
