/**
 * One line per service whose variable is unset, naming the tests that were skipped for it, so a
 * green run without them does not pass for one that tested them.
 */
export function reportSkippedServices(project: string, env: NodeJS.ProcessEnv = process.env) {
  const skipped = [
    env.TEST_DATABASE_URL
      ? null
      : `TEST_DATABASE_URL is not set: ${project} tests on PostgreSQL were skipped (PGlite only).`,
    env.REDIS_URL
      ? null
      : `REDIS_URL is not set: ${project} tests of several servers sharing Redis were skipped.`,
  ];
  for (const line of skipped) {
    if (line !== null) console.warn(`[${project}] ${line}`);
  }
}
