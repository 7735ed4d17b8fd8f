import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { pgliteDatabase } from '../test/databases.ts';
import { listenOnce } from '../test/sockets.ts';
import { useTestApp } from '../test/use-test-app.ts';

/** Sends `text` and never finishes the request; resolves with what the server answered once it closed the connection. */
function sendAndWaitForClose(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

describe('clients that send their request too slowly', () => {
  let app: App;
  let port: number;

  const running = useTestApp(pgliteDatabase, { env: { REQUEST_TIMEOUT_SECONDS: '1' } });
  beforeAll(async () => {
    ({ app } = running);
    port = Number(new URL(await listenOnce(app)).port);
  });

  // Node's own limits are a minute for the headers and five for the request: the test's deadline
  // lies between those and the timeout configured here.
  it('cuts off a request whose headers never finish', { timeout: 30_000 }, async () => {
    const answer = await sendAndWaitForClose(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts off a request whose body never finishes', { timeout: 30_000 }, async () => {
    const answer = await sendAndWaitForClose(
      port,
      'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still answers a client that sends its request at once', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
