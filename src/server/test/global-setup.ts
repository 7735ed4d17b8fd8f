import type { TestProject } from 'vitest/node';
import { openAppDatabase } from '../database.ts';
import { adminQuery, databaseUrl, uniqueDatabaseName } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database each test file clones, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

/**
 * With TEST_DATABASE_URL set, migrates one template database per run; every test file then
 * gets its own copy, so runs and files never see each other's data.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('postgresTemplate', null);
    return;
  }
  const template = uniqueDatabaseName('pomopal_template');
  await adminQuery(adminUrl, `create database "${template}"`);
  const handle = await openAppDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, template) });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    await adminQuery(adminUrl, `drop database if exists "${template}" with (force)`);
  };
}
