export const REDACTED = '[redacted]';

// Names that can carry a credential: tokens, OAuth codes and state, secrets, passwords, keys.
const SECRET_NAME = /token|code|secret|password|key|state/i;

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

export function redactValue(name: string, value: string): string {
  return isSecretName(name) ? REDACTED : value;
}

/** Every parameter of a query string or `#fragment`, secrets replaced by '[redacted]'. */
export function redactedParams(query: string): [name: string, value: string][] {
  const params = new URLSearchParams(query.replace(/^[?#]/, ''));
  return [...params].map(([name, value]) => [name, redactValue(name, value)]);
}
