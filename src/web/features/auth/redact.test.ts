// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSecretName, REDACTED, redactedParams } from './redact.ts';

describe('redaction', () => {
  it('hides every parameter whose name can carry a secret', () => {
    expect(
      redactedParams('?token=t&code=c&state=s&access_token=a&refresh_token=r&type=recovery'),
    ).toEqual([
      ['token', REDACTED],
      ['code', REDACTED],
      ['state', REDACTED],
      ['access_token', REDACTED],
      ['refresh_token', REDACTED],
      ['type', 'recovery'],
    ]);
  });

  it('reads fragments too and matches names case-insensitively', () => {
    expect(redactedParams('#Client_Secret=x&apiKey=y&error=denied')).toEqual([
      ['Client_Secret', REDACTED],
      ['apiKey', REDACTED],
      ['error', 'denied'],
    ]);
    expect(isSecretName('password')).toBe(true);
    expect(isSecretName('email')).toBe(false);
  });
});
