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

/** The dashboard's name for the user: first name, else username, else 'User' (SPEC.md 2). */
export function greetingName(user: NamedUser | null | undefined): string {
  return user?.firstName?.trim() || user?.username?.trim() || 'User';
}
