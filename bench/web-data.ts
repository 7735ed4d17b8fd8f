import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { openAppDatabase } from '../src/server/database.ts';
import * as schema from '../src/server/schema.ts';
import { createTestApp } from '../src/server/test/app.ts';
import { signUp } from '../src/server/test/sign-up.ts';
import { type Places, seedTasks } from './seed-tasks.ts';

const PASSWORD = 'correct horse battery';

/** A person's list as the pages are measured with: open tasks in a few projects, some repeating. */
export interface Planner {
  email: string;
  openTasks: number;
  places: Places;
}

export interface SeededPlanner extends Planner {
  /** The title of the first task of the list, to know the page has shown it. */
  firstTitle: string;
}

/**
 * Writes the planners, their tasks and projects into the data folder a server will start on: the
 * same rows every run, written straight to the database rather than through thousands of API
 * calls.
 */
export async function seedDataFolder(
  dataDir: string,
  planners: Planner[],
): Promise<SeededPlanner[]> {
  // Where the server keeps its PGlite database inside its data folder.
  const handle = await openAppDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    await handle.migrate();
    const app = await createTestApp({ database: handle, checkResponses: false });
    try {
      const seeded: SeededPlanner[] = [];
      for (const planner of planners) {
        const { userId } = await signUp(app, planner.email, { password: PASSWORD });
        await seedTasks(handle.db, userId, planner.openTasks, { places: planner.places });
        const [first] = await handle.db
          .select({ title: schema.tasks.title })
          .from(schema.tasks)
          .where(and(eq(schema.tasks.userId, userId), eq(schema.tasks.completed, false)))
          .orderBy(asc(schema.tasks.position))
          .limit(1);
        if (!first) throw new Error(`${planner.email} has no open task.`);
        seeded.push({ ...planner, firstTitle: first.title });
      }
      return seeded;
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

/** Signs `email` in on the running server; the cookie header its browser would then send. */
export async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) {
    throw new Error(`signing ${email} in failed: ${response.status} ${await response.text()}`);
  }
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
