import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page as BrowserPage } from 'playwright-core';
import { launchChromium } from '../e2e/harness/chromium.ts';
import { ensureBuild } from './build.ts';
import { audit, type PageFigures } from './lighthouse.ts';
import { quantile } from './load.ts';
import { freePort, startBuiltServer } from './server.ts';
import { type SeededPlanner, seedDataFolder, signIn } from './web-data.ts';

/** Each figure is the median of this many Lighthouse runs. */
const RUNS = 3;
const TARGETS = {
  loginPerformance: 90,
  myTasksPerformance: 80,
  layoutShift: 0.1,
  longestTaskMs: 200,
};
const PUBLIC_PAGES = ['/login', '/register', '/forgot-password', '/privacy'];
const SIGNED_IN_PAGES = [
  '/dashboard',
  '/my-tasks',
  '/today',
  '/upcoming',
  '/insights',
  '/accountability',
  '/settings',
  '/subscription',
];
const PLACES = { projects: 6, labels: 10, recurring: 8 };
/** Whose pages Lighthouse measures: a list of 100 open tasks. */
const PLANNER = { email: 'planner@example.com', openTasks: 100, places: PLACES };
/** Whose My Tasks the memory is read on: 1,000 open tasks. */
const HEAVY = { email: 'heavy@example.com', openTasks: 1_000, places: PLACES };
const MB = 1024 * 1024;

interface Page {
  path: string;
  figures: PageFigures[];
}

const median = (values: number[]) => quantile(values, 0.5);
const medianOf = (page: Page, figure: keyof PageFigures) =>
  median(page.figures.map((run) => run[figure]));

/** Lighthouse runs of every page in turn, `RUNS` times, so a busy moment weighs on all alike. */
async function auditPages(
  url: string,
  port: number,
  pages: { path: string; cookie?: string; desktop?: boolean }[],
): Promise<Page[]> {
  const results = pages.map((page) => ({ path: page.path, figures: [] as PageFigures[] }));
  for (let run = 0; run < RUNS; run++) {
    for (const [index, page] of pages.entries()) {
      const figures = await audit(`${url}${page.path}`, {
        port,
        cookie: page.cookie,
        desktop: page.desktop,
      });
      results[index]?.figures.push(figures);
    }
  }
  return results;
}

/** A frame slower than this (one and a half 60 Hz frames) is one the eye sees as dropped. */
const DROPPED_FRAME_MS = 25;
/** How far each frame scrolls: a quick flick's speed. */
const SCROLL_STEP_PX = 120;

/**
 * Scrolls the page from top to bottom, a step each animation frame, and returns how long each
 * frame took: the rows coming into view are rendered and measured on the way.
 */
function scrollFrames(page: BrowserPage): Promise<number[]> {
  // A string, not a function: the TypeScript loader's helpers would not exist in the page.
  return page.evaluate<number[]>(`new Promise((resolve) => {
    const frames = [];
    let last = performance.now();
    const next = (now) => {
      frames.push(now - last);
      last = now;
      const end = document.documentElement.scrollHeight - window.innerHeight;
      if (window.scrollY >= end - 1) return resolve(frames.slice(1));
      window.scrollBy(0, ${SCROLL_STEP_PX});
      requestAnimationFrame(next);
    };
    window.scrollTo(0, 0);
    requestAnimationFrame(next);
  })`);
}

/**
 * The baseline for the scroll: a page of plain rows, as many and as tall as the list's, with no
 * script, scrolled the same way in the same browser. What a frame costs beyond it is the list's.
 */
async function plainPageFrames(browser: Browser, rows: number, rowHeight: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const row = `<li style="height:${rowHeight}px;border-bottom:1px solid #ddd">A plain row</li>`;
    await page.setContent(
      `<ul style="margin:0;padding:0;list-style:none">${row.repeat(rows)}</ul>`,
    );
    return await scrollFrames(page);
  } finally {
    await context.close();
  }
}

/**
 * My Tasks with a long list: the JS heap and DOM size once its list shows, after a garbage
 * collection, then the frames of a scroll through the whole list.
 */
async function myTasksWithManyTasks(browser: Browser, url: string, planner: SeededPlanner) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const cookie = await signIn(url, planner.email);
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return { name, value, url };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${url}/my-tasks`);
    await page.getByText(planner.firstTitle, { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((each) => each.name === name)?.value ?? 0;
    const listHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    const frames = await scrollFrames(page);
    return {
      heapBytes: metric('JSHeapUsedSize'),
      domNodes: metric('Nodes'),
      frames,
      listHeight,
    };
  } finally {
    await context.close();
  }
}

const row = (label: string, value: string, target: string) =>
  `${label.padEnd(46)} ${value.padStart(8)}   ${target}`;

/**
 * Lighthouse (its default mobile settings unless said) against the built server with seeded
 * people: the sign-in page's and My Tasks' performance scores, the layout shift of every page,
 * and My Tasks' longest main-thread task in a desktop run, each the median of `RUNS` runs beside
 * its target; then the JS heap of My Tasks with 1,000 open tasks and the frames of a scroll
 * through the whole list. Builds first if needed.
 */
export async function run() {
  ensureBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pomopal-web-'));
  try {
    const [planner, heavy] = await seedDataFolder(dataDir, [PLANNER, HEAVY]);
    if (!planner || !heavy) throw new Error('The planners were not seeded.');
    const server = await startBuiltServer(dataDir);
    const port = await freePort();
    const browser = await launchChromium([`--remote-debugging-port=${port}`]);
    try {
      const cookie = await signIn(server.url, planner.email);
      const pages = await auditPages(server.url, port, [
        ...PUBLIC_PAGES.map((page) => ({ path: page })),
        ...SIGNED_IN_PAGES.map((page) => ({ path: page, cookie })),
        { path: '/my-tasks', cookie, desktop: true },
      ]);
      const mobile = pages.slice(0, -1);
      const desktop = pages.at(-1);
      const find = (page: string) => mobile.find((each) => each.path === page);
      const login = find('/login');
      const myTasks = find('/my-tasks');
      if (!login || !myTasks || !desktop) throw new Error('A measured page is missing.');

      const speed = median(pages.flatMap((page) => page.figures.map((run) => run.machineSpeed)));
      console.log(
        `Lighthouse, median of ${RUNS} runs (mobile unless said), on a machine of benchmark ` +
          `index ${speed.toFixed(0)}`,
      );
      console.log(
        row(
          '/login performance',
          String(medianOf(login, 'performance')),
          `target >= ${TARGETS.loginPerformance}`,
        ),
      );
      console.log(
        row(
          `/my-tasks performance (${PLANNER.openTasks} tasks)`,
          String(medianOf(myTasks, 'performance')),
          `target >= ${TARGETS.myTasksPerformance}`,
        ),
      );
      for (const page of mobile) {
        console.log(
          row(
            `${page.path} cumulative layout shift`,
            medianOf(page, 'cumulativeLayoutShift').toFixed(3),
            `target < ${TARGETS.layoutShift}`,
          ),
        );
      }
      console.log(
        row(
          '/my-tasks longest main-thread task (desktop)',
          `${medianOf(desktop, 'longestTaskMs').toFixed(0)} ms`,
          `target <= ${TARGETS.longestTaskMs} ms`,
        ),
      );

      const heavyPage = await myTasksWithManyTasks(browser, server.url, heavy);
      console.log(
        `\n/my-tasks with ${HEAVY.openTasks.toLocaleString('en')} open tasks: JS heap ` +
          `${(heavyPage.heapBytes / MB).toFixed(1)} MB, ` +
          `${heavyPage.domNodes.toLocaleString('en')} DOM nodes`,
      );
      const plain = await plainPageFrames(
        browser,
        HEAVY.openTasks,
        Math.round(heavyPage.listHeight / HEAVY.openTasks),
      );
      const describe = (frames: number[]) => {
        const dropped = frames.filter((frame) => frame > DROPPED_FRAME_MS).length;
        return (
          `${frames.length} frames, ${((100 * dropped) / frames.length).toFixed(1)}% over ` +
          `${DROPPED_FRAME_MS} ms, median ${median(frames).toFixed(1)} ms, ` +
          `slowest ${Math.max(...frames).toFixed(0)} ms`
        );
      };
      console.log(`scrolled top to bottom, ${SCROLL_STEP_PX} px a frame:`);
      console.log(`  the list                            ${describe(heavyPage.frames)}`);
      console.log(`  plain rows of the same height       ${describe(plain)}`);
      console.log(
        `  median frame, list / plain rows     ` +
          `${(median(heavyPage.frames) / median(plain)).toFixed(2)}x`,
      );
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
