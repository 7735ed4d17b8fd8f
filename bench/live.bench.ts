import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { openAppDatabase } from '../src/server/database.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { createTestApp, TEST_APP_URL } from '../src/server/test/app.ts';
import { signUp } from '../src/server/test/sign-up.ts';
import { connected } from '../src/server/test/sockets.ts';
import { TASK_EVENTS } from '../src/shared/realtime-events.ts';
import type { Task } from '../src/shared/tasks.schemas.ts';
import { quantile } from './load.ts';

const WARM_UP = 20;
const ROUNDS = 300;

interface Delays {
  p50Ms: number;
  p99Ms: number;
}

type Change = (round: number) => Promise<Response>;

/** From sending the change to the listener hearing it and the answer arriving, both. */
async function timeOne(listener: Socket, change: Change, round: number) {
  const heard = new Promise<number>((resolve) =>
    listener.once(TASK_EVENTS.upserted, () => resolve(performance.now())),
  );
  const started = performance.now();
  const [answer, at] = await Promise.all([change(round), heard]);
  if (!answer.ok) throw new Error(`the change was answered ${answer.status}`);
  return at - started;
}

/**
 * How long each change takes to reach another socket of the user, one change at a time, for the
 * app and the baseline in turns (which goes first alternating), so a busy moment of the machine
 * weighs on both alike.
 */
async function measureInTurns(app: [Socket, Change], baseline: [Socket, Change]) {
  const delays = { app: [] as number[], baseline: [] as number[] };
  for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
    const order = round % 2 === 0 ? (['app', 'baseline'] as const) : (['baseline', 'app'] as const);
    for (const side of order) {
      const [listener, change] = side === 'app' ? app : baseline;
      const delay = await timeOne(listener, change, round);
      if (round >= WARM_UP) delays[side].push(delay);
    }
  }
  const summary = (values: number[]): Delays => ({
    p50Ms: Number(quantile(values, 0.5).toFixed(2)),
    p99Ms: Number(quantile(values, 0.99).toFixed(2)),
  });
  return { measured: summary(delays.app), baseline: summary(delays.baseline) };
}

const socketOn = async (url: string, headers: Record<string, string> = {}) => {
  const socket = connect(url, { transports: ['websocket'], extraHeaders: headers, forceNew: true });
  await connected(socket);
  return socket;
};

/**
 * The least a server could do for a live change: node:http and Socket.IO, one SQL update of the
 * task returning it, and the event with what it returned, on the same database.
 */
async function startBareServer(handle: DatabaseHandle) {
  const server = createServer();
  const io = new Server(server, { transports: ['websocket'] });
  server.on('request', (request, response) => {
    const id = request.url?.split('/').at(-1) ?? '';
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', async () => {
      const { isUrgent } = JSON.parse(body) as { isUrgent: boolean };
      const { rows } = await handle.executeSql(
        'update tasks set is_urgent = $1, is_important = false, updated_at = now() where id = $2 returning *',
        [isUrgent, id],
      );
      io.emit(TASK_EVENTS.upserted, { task: rows[0] });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(rows[0]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
}

const line = (label: string, delays: Delays) =>
  `${label}: median ${delays.p50Ms} ms, p99 ${delays.p99Ms} ms`;

/**
 * An edit of a task (PATCH /api/tasks/:id) until another socket of its user hears it, on the
 * embedded database, against a bare node:http + Socket.IO server doing one SQL update and an emit
 * in the same run. The app's median should stay within twice the bare server's.
 */
export async function run() {
  const handle = await openAppDatabase({ kind: 'pglite' });
  await handle.migrate();
  const app = await createTestApp({ database: handle, checkResponses: false });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = await startBareServer(handle);
  const sockets: Socket[] = [];
  try {
    const user = await signUp(app, 'live@example.com');
    const headers = { cookie: user.cookie, origin: TEST_APP_URL };
    const post = await fetch(`${appUrl}/api/tasks`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Watched', minutes: 75 }),
    });
    const task = (await post.json()) as Task;
    // The AI's texts arrive as an event of their own: wait them out.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const appListener = await socketOn(appUrl, headers);
    const bareListener = await socketOn(bare.url);
    sockets.push(appListener, bareListener);
    const edit = (url: string) => (round: number) =>
      fetch(`${url}/api/tasks/${task.id}`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ isUrgent: round % 2 === 0 }),
      });

    const { measured, baseline } = await measureInTurns(
      [appListener, edit(appUrl)],
      [bareListener, edit(bare.url)],
    );
    console.log(line('baseline: bare node:http + Socket.IO, one SQL update and an emit', baseline));
    console.log(
      `${line('PATCH /api/tasks/:id to another socket of the user', measured)} ` +
        `(median x${(measured.p50Ms / baseline.p50Ms).toFixed(2)}, ` +
        `p99 x${(measured.p99Ms / baseline.p99Ms).toFixed(2)} the baseline's)`,
    );
  } finally {
    for (const socket of sockets) socket.close();
    await bare.close();
    await app.close();
    await handle.close();
  }
}
