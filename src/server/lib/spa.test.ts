import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa.ts';

const PAGE = '<!doctype html><title>Pomopal</title><div id="root"></div>';
const SCRIPT = `export const routes = ${JSON.stringify(Array.from({ length: 50 }, (_, i) => `/page-${i}`))};`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const WORKER =
  'self.addEventListener("push", () => {}); // the service worker, as vite-plugin-pwa writes it';
const STYLES = `.task-row{display:flex;gap:.5rem}${'.p{padding:1rem}'.repeat(40)}`;
const MANIFEST = JSON.stringify({ name: 'Pomopal', start_url: '/dashboard', id: '/' });

/** The bytes the client gets back, undone from whatever encoding the server chose. */
function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
}

/** A build as tooling/build.mjs leaves it: text files beside their brotli and gzip copies. */
async function writeBuild(root: string) {
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await mkdir(path.join(root, '.vite'), { recursive: true });
  const files: [string, string][] = [
    ['index.html', PAGE],
    ['assets/index-a1b2c3.js', SCRIPT],
    ['assets/index-d4e5f6.css', STYLES],
    ['sw.js', WORKER],
  ];
  for (const [name, content] of files) {
    const file = path.join(root, name);
    await writeFile(file, content);
    await writeFile(`${file}.br`, brotliCompressSync(content));
    await writeFile(`${file}.gz`, gzipSync(content));
  }
  // A file kept from a build made before assets were compressed.
  await writeFile(path.join(root, 'assets', 'index-older.js'), SCRIPT);
  await writeFile(path.join(root, '.vite', 'manifest.json'), '{}');
  await writeFile(path.join(root, 'manifest.webmanifest'), MANIFEST);
}

describe('the built app', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'pomopal-spa-'));
    await writeBuild(root);
    app = Fastify();
    await registerSpa(app, root);
  });

  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a hashed file brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const response = await get('/assets/index-a1b2c3.js', 'gzip, deflate, br, zstd');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(response)).toBe(SCRIPT);
  });

  it('sends gzip to a client that accepts only gzip, and plain bytes to one that accepts neither', async () => {
    const gzip = await get('/assets/index-a1b2c3.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(decoded(gzip)).toBe(SCRIPT);

    const plain = await get('/assets/index-a1b2c3.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a style sheet compressed and cached for a year, like the scripts', async () => {
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await get('/assets/index-d4e5f6.css', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/text\/css/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(decoded(response)).toBe(STYLES);
    }
  });

  it('answers a missing hashed file with a 404, never the page, which a browser or the service worker would keep as the script', async () => {
    const response = await get('/assets/index-gone00.js', 'br, gzip');

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
    expect(response.headers['cache-control']).not.toBe(IMMUTABLE);
    expect(response.json()).toMatchObject({ code: 'request.route_not_found' });
  });

  it('sends a file of an older build without compressed copies as it is', async () => {
    const response = await get('/assets/index-older.js', 'br, gzip');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('never lets index.html be cached, at / and at every path the router owns', async () => {
    for (const url of ['/', '/my-tasks', '/video-call/room-42']) {
      for (const acceptEncoding of ['br, gzip', 'gzip', undefined]) {
        const response = await get(url, acceptEncoding);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(decoded(response)).toBe(PAGE);
      }
    }
  });

  it('never lets the service worker be cached, so a new version is found at the next visit', async () => {
    for (const acceptEncoding of ['br, gzip', 'gzip', undefined]) {
      const response = await get('/sw.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decoded(response)).toBe(WORKER);
    }
  });

  it('sends the web app manifest as a manifest, never cached', async () => {
    const response = await get('/manifest.webmanifest', 'br, gzip');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(decoded(response))).toEqual(JSON.parse(MANIFEST));
  });

  it('does not serve the build manifest', async () => {
    const response = await get('/.vite/manifest.json', 'br, gzip');

    expect(response.headers['content-type']).not.toMatch(/json/);
    expect(decoded(response)).not.toBe('{}');
  });
});
