export interface NamedUser {
  username?: string | null;
  firstName?: string | null;
  name?: string | null;
  email?: string | null;
}

export function displayUsername(user: NamedUser): string {
  return user.username || user.name || user.email || 'User';
}

/** 'username (First)', or just the username when there is no first name. */
export function userLabel(user: NamedUser): string {
  const username = displayUsername(user);
  const firstName = user.firstName?.trim();
  return firstName ? `${username} (${firstName})` : username;
}

export function userInitial(user: NamedUser): string {
  const source = user.firstName?.trim() || displayUsername(user);
  return source.charAt(0).toUpperCase();
}

/** The dashboard's name for the user: first name, else username, else 'User'. */
export function greetingName(user: NamedUser | null | undefined): string {
  return user?.firstName?.trim() || user?.username?.trim() || 'User';
}

/** An account this young is greeted as new: its first visit, just after signing up. */
const NEW_ACCOUNT_MS = 60 * 60 * 1000;

/** 'Welcome, Ada!' on a new account's first visit, 'Welcome back, Ada!' afterwards. */
export function greeting(
  user: (NamedUser & { createdAt?: Date | string | null }) | null | undefined,
  now: Date = new Date(),
): string {
  const created = user?.createdAt ? new Date(user.createdAt).getTime() : Number.NaN;
  const isNew = now.getTime() - created < NEW_ACCOUNT_MS;
  return `${isNew ? 'Welcome' : 'Welcome back'}, ${greetingName(user)}!`;
}
