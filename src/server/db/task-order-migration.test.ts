import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderKeyBetween } from '../../shared/domain/task-order.ts';
import { migrationsFolder } from './migrations-folder.ts';

const LAST_WITH_NUMBERED_POSITIONS = '0008_timer_settings';

/** The migrations as they stood before positions became keys, in a folder of their own. */
async function migrationsUpTo(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pomopal-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal: { entries: { tag: string }[] } = JSON.parse(await readFile(journalPath, 'utf8'));
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

describe('the migration to order keys', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;
  let oldMigrations: string;

  beforeAll(async () => {
    oldMigrations = await migrationsUpTo(LAST_WITH_NUMBERED_POSITIONS);
    client = new PGlite();
    db = drizzle({ client });
    await migrate(db, { migrationsFolder: oldMigrations });
  });
  afterAll(async () => {
    await client.close();
    await rm(oldMigrations, { recursive: true, force: true });
  });

  it("keeps each user's order, gives every task a key of its own, and leaves room between", async () => {
    await client.exec(`insert into "user" (id, name, email, username) values
      ('ada', 'Ada', 'ada@example.com', 'ada'), ('bob', 'Bob', 'bob@example.com', 'bob')`);
    // Ada's list as numbered positions left it: gaps, a negative one on top, two without one
    // (newest first), and more tasks than one key digit holds.
    await client.exec(`insert into tasks (user_id, title, original_estimated_duration, position, created_at)
      select 'ada', 'Task ' || n, 25, n * 3 - 10, now() - n * interval '1 minute'
      from generate_series(1, 100) as n`);
    await client.exec(`insert into tasks (user_id, title, original_estimated_duration, position, created_at) values
      ('ada', 'Unplaced older', 25, null, now() - interval '2 days'),
      ('ada', 'Unplaced newer', 25, null, now() - interval '1 day'),
      ('bob', 'Bob only', 25, 7, now())`);
    const order = async (user: string) =>
      (
        await client.query<{ title: string }>(
          `select title from tasks where user_id = $1 order by position, created_at desc`,
          [user],
        )
      ).rows.map((row) => row.title);
    const before = await order('ada');

    await migrate(db, { migrationsFolder });

    expect(await order('ada')).toEqual(before);
    expect(before.slice(-2)).toEqual(['Unplaced newer', 'Unplaced older']);
    expect(await order('bob')).toEqual(['Bob only']);
    const keys = (
      await client.query<{ position: string }>(
        `select position from tasks where user_id = 'ada' order by position`,
      )
    ).rows.map((row) => row.position);
    expect(new Set(keys).size).toBe(102);
    // Keys the moves can work with: one fits between any two neighbours, and above the first.
    for (let index = 1; index < keys.length; index += 1) {
      expect(() => orderKeyBetween(keys[index - 1] ?? null, keys[index] ?? null)).not.toThrow();
    }
    expect(() => orderKeyBetween(null, keys[0] ?? null)).not.toThrow();
  });
});
