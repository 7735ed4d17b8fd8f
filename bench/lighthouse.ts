import lighthouse, { desktopConfig } from 'lighthouse';

export interface PageFigures {
  /** Lighthouse's performance score, 0 to 100. */
  performance: number;
  cumulativeLayoutShift: number;
  /** The longest task on the main thread while the page loaded, in milliseconds. */
  longestTaskMs: number;
  /**
   * Lighthouse's measure of this machine's speed (its benchmark index): the mobile settings slow
   * the CPU four times whatever it is, so a slower machine scores lower for the same page.
   */
  machineSpeed: number;
}

interface LongTask {
  duration: number;
}

function isLongTask(item: unknown): item is LongTask {
  return typeof item === 'object' && item !== null && 'duration' in item;
}

/** Lighthouse's own advice for a trace it failed to record: run it again. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP']);
const ATTEMPTS = 3;

/**
 * One Lighthouse run (performance only) of `url` in the Chromium listening on `port`, with its
 * default mobile settings or its desktop ones; `cookie` signs the page in.
 */
export async function audit(
  url: string,
  { port, cookie, desktop = false }: { port: number; cookie?: string; desktop?: boolean },
  attempt = 1,
): Promise<PageFigures> {
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < ATTEMPTS && RETRIED_ERRORS.has(lhr.runtimeError.code)) {
      return audit(url, { port, cookie, desktop }, attempt + 1);
    }
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  // A signed-in page that sent the browser to /login measured the wrong page.
  const shown = new URL(lhr.finalDisplayedUrl).pathname;
  if (shown !== new URL(url).pathname) throw new Error(`${url} ended on ${shown}.`);
  const details = lhr.audits['long-tasks']?.details;
  const items: unknown[] = details && 'items' in details ? details.items : [];
  const tasks = items.filter(isLongTask);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cumulativeLayoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
    machineSpeed: lhr.environment.benchmarkIndex,
  };
}
