import type { App } from '../src/server/app.ts';
import { openAppDatabase } from '../src/server/database.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { ask, collect, eventually } from '../src/server/test/accountability.ts';
import { createTestApp } from '../src/server/test/app.ts';
import { signUp } from '../src/server/test/sign-up.ts';
import { listenOnce, socketOpener } from '../src/server/test/sockets.ts';
import type { MatchFound } from '../src/shared/accountability.schemas.ts';
import { VIDEO_TERMS_VERSION } from '../src/shared/domain/accountability.ts';
import { ACCOUNTABILITY_EVENTS } from '../src/shared/realtime-events.ts';

const SIZES = [100, 1_000] as const;
/** Sign-ups hash a password each; a few at once keep every hashing thread busy. */
const SIGN_UPS_AT_ONCE = 8;

let people = 0;

async function signUpMany(app: App, count: number) {
  const cookies: string[] = [];
  for (let start = 0; start < count; start += SIGN_UPS_AT_ONCE) {
    const batch = Array.from({ length: Math.min(SIGN_UPS_AT_ONCE, count - start) }, () => {
      people += 1;
      return signUp(app, `searcher-${people}@example.com`, {
        remoteAddress: `10.${(people >> 16) & 255}.${(people >> 8) & 255}.${people & 255}`,
      });
    });
    for (const person of await Promise.all(batch)) cookies.push(person.cookie);
  }
  return cookies;
}

/**
 * `count` searchers, each signed in with a socket of their own, all sending `join` at once; the
 * time runs from the first join to the last `matchFound`.
 */
async function searchAtOnce(app: App, handle: DatabaseHandle, count: number) {
  const cookies = await signUpMany(app, count);
  // Everyone has accepted the video-call guidelines.
  await handle.executeSql(
    `insert into video_terms (user_id, version, accepted_at)
     select id, $1, now() from "user" on conflict do nothing`,
    [VIDEO_TERMS_VERSION],
  );
  const sockets = socketOpener(app);
  // Listening before the sockets open at once, so they do not each start the server.
  await listenOnce(app);
  try {
    const searchers = await Promise.all(
      cookies.map(async (cookie) => {
        const socket = await sockets.open(cookie);
        return { socket, matches: collect<MatchFound>(socket, ACCOUNTABILITY_EVENTS.matchFound) };
      }),
    );
    const started = performance.now();
    const answers = await Promise.all(
      searchers.map(({ socket }) => ask(socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null })),
    );
    const refused = answers.filter((answer) => !answer.ok);
    if (refused.length > 0) throw new Error(`joins refused: ${JSON.stringify(refused[0])}`);
    await eventually(() => searchers.every(({ matches }) => matches.length > 0), 120_000);
    const ms = performance.now() - started;
    // Any second match would follow the first within moments.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const doubles = searchers.filter(({ matches }) => matches.length > 1).length;
    const rooms = new Set(searchers.map(({ matches }) => matches[0]?.room_name)).size;
    return { count, ms, perSearcherMs: ms / count, doubles, rooms };
  } finally {
    sockets.closeAll();
  }
}

type Result = Awaited<ReturnType<typeof searchAtOnce>>;

const line = (result: Result) =>
  `${result.count.toLocaleString('en')} searchers: everyone matched in ${result.ms.toFixed(0)} ms ` +
  `(${result.perSearcherMs.toFixed(2)} ms a searcher), ${result.rooms} rooms, ` +
  `${result.doubles} matched twice`;

/**
 * Matchmaking over real sockets against one app on the embedded database: 100 and then 1,000
 * searchers joining at once. The goals: nobody matched twice, and the time a searcher costs at
 * 1,000 at most 1.5 times what it costs at 100 (pairing reads the queue through its indexes, and
 * the queue stays short because each searcher is paired as they arrive).
 */
export async function run() {
  const handle = await openAppDatabase({ kind: 'pglite' });
  await handle.migrate();
  const app = await createTestApp({ database: handle, checkResponses: false });
  try {
    await app.ready();
    const results: Result[] = [];
    for (const size of SIZES) results.push(await searchAtOnce(app, handle, size));
    const [small, large] = results;
    if (!small || !large) return;
    console.log(`baseline: ${line(small)}`);
    console.log(line(large));
    console.log(
      `time a searcher costs at ${large.count.toLocaleString('en')}: ${(large.perSearcherMs / small.perSearcherMs).toFixed(2)}x the baseline`,
    );
    console.log('goal: nobody matched twice, and the ratio at most 1.50');
  } finally {
    await app.close();
    await handle.close();
  }
}
