import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { THEME_BOOT_SCRIPT } from '../../shared/color-theme-boot.ts';
import { registerSecurityHeaders } from './security-headers.ts';

// The head's theme script is the one inline script a page may run, allowed by its hash alone.
const bootScriptHash = createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64');

const POLICY = `default-src 'self';script-src 'self' 'sha256-${bootScriptHash}';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self';connect-src 'self';media-src 'self' blob:;object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self'`;

const EVERY_ANSWER = {
  'content-security-policy': POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy':
    'camera=(self), microphone=(self), display-capture=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=()',
};

async function answersOf(appUrl: string) {
  const app = Fastify();
  registerSecurityHeaders(app, appUrl);
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
  app.get('/broken', async () => {
    throw new Error('broken');
  });
  const answers = await Promise.all(
    ['/page', '/broken', '/nowhere'].map((url) => app.inject({ method: 'GET', url })),
  );
  await app.close();
  return answers;
}

describe('security headers', () => {
  it('sends the same strict headers on pages, errors and unknown addresses, without HSTS on http', async () => {
    const answers = await answersOf('http://localhost:3000');
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 500, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(EVERY_ANSWER);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS and upgrades insecure requests on https', async () => {
    for (const answer of await answersOf('https://pomopal.example.com')) {
      expect(answer.headers).toMatchObject({
        ...EVERY_ANSWER,
        'content-security-policy': `${POLICY};upgrade-insecure-requests`,
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
    }
  });
});
