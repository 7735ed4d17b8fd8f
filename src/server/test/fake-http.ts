import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** One JSON answer of a fake provider; `headers` add to the ones every answer carries. */
export interface FakeReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * The HTTP side the fake providers share: a JSON server on 127.0.0.1 whose next calls a test can
 * make fail or hang. Each request is read whole first, so an outage strikes after the client has
 * sent everything, as a provider's does.
 */
export async function startFakeHttp({
  route,
  headers,
  failureBody,
  crashBody,
}: {
  route: (request: IncomingMessage, body: string) => FakeReply;
  /** What every answer carries besides its content type, made afresh for each answer. */
  headers: () => Record<string, string>;
  /** The provider's own 500, answered while the test says it fails. */
  failureBody: () => unknown;
  /** What a bug in the fake answers, in the provider's shape so the client still reads it. */
  crashBody: (error: unknown) => unknown;
}) {
  let failure: { mode: 'error' | 'hang'; remaining: number } | null = null;

  const send = (response: ServerResponse, reply: FakeReply) => {
    response.writeHead(reply.status, {
      'content-type': 'application/json',
      ...headers(),
      ...reply.headers,
    });
    response.end(JSON.stringify(reply.body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(Buffer.from(chunk));
    if (failure && failure.remaining > 0) {
      failure.remaining -= 1;
      if (failure.mode === 'hang') return;
      return send(response, { status: 500, body: failureBody() });
    }
    send(response, route(request, Buffer.concat(chunks).toString()));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, { status: 500, body: crashBody(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');

  return {
    apiBase: `http://127.0.0.1:${address.port}`,

    /** The next `times` requests answer 500, or are never answered. */
    fail(mode: 'error' | 'hang', times = Number.POSITIVE_INFINITY): void {
      failure = { mode, remaining: times };
    },

    recover(): void {
      failure = null;
    },

    close(): Promise<void> {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
