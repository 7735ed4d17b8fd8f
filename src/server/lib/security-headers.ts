import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { THEME_BOOT_SCRIPT } from '../../shared/color-theme-boot.ts';
import { HASHED_FILES_PATH } from './spa.ts';

/** Only the video call may use the camera and microphone, and only on our own pages. */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'display-capture=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
].join(', ');

/** The one inline script pages may run: the head's, which paints them in the user's colours. */
const THEME_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;

function contentSecurityPolicy(https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${THEME_BOOT_SCRIPT_HASH}`,
    // Radix positions its popovers with style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join(';');
}

/**
 * Strict headers: no inline script but the theme's, no framing, no plugins, no powerful features beyond the
 * call's camera and microphone; HSTS only where https is real. The same on every answer, so they
 * are written once here rather than per request. How API answers may be cached is
 * api-caching.ts's concern.
 */
export function securityHeaders(appUrl: string): Readonly<Record<string, string>> {
  const https = appUrl.startsWith('https://');
  return {
    'content-security-policy': contentSecurityPolicy(https),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    // The browsers' own XSS filter is itself exploitable; the CSP does its work.
    'x-xss-protection': '0',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/**
 * The headers that govern a document: what it may load and run, who may frame or open it, what
 * it may use. A hashed script or style sheet is never one (nosniff keeps it from being read as
 * one, and the app starts no worker from them), so those answers leave these out: on a phone's
 * first visit, over HTTP/1.1 without header compression, a page's hundred-odd small chunks
 * would otherwise each carry a kilobyte of them, more than most chunks weigh.
 */
const DOCUMENT_ONLY_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
]);

/**
 * Sets the security headers on every answer, the router's refusals and errors included; the
 * build's hashed files get those that are not a document's.
 */
export function registerSecurityHeaders(app: FastifyInstance, appUrl: string): void {
  const headers = securityHeaders(appUrl);
  const fileHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(HASHED_FILES_PATH) ? fileHeaders : headers);
    done();
  });
}
