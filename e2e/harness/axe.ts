import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';
import { DARK_CLASS } from '../../src/shared/color-theme-boot.ts';
import { settled } from './animations.ts';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

// Evaluated through the DevTools protocol rather than a script tag, so the app's strict content
// security policy stays on during the tests.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The rules whose answer depends on the colours, checked again in the other theme. */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: { target: unknown; html: string; why: string | undefined }[];
}

/** axe-core's serious and critical violations on the page as it is now (`rules`: only those). */
async function blockingViolations(page: Page, rules?: string[]): Promise<Violation[]> {
  const violations = await page.evaluate(async (only) => {
    if (!window.axe) throw new Error('axe-core did not load');
    const result = await window.axe.run(
      document,
      only ? { runOnly: { type: 'rule', values: only } } : {},
    );
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({
        target: node.target,
        html: node.html,
        why: node.failureSummary,
      })),
    }));
  }, rules);
  return violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
}

/** Switches the page to its other theme (light or dark), as the app itself would. */
async function switchTheme(page: Page): Promise<string> {
  const dark = await page.evaluate(
    (name) => document.documentElement.classList.toggle(name),
    DARK_CLASS,
  );
  // The colours' transitions run to their end before anything is read.
  await settled(page);
  return dark ? 'dark' : 'light';
}

/**
 * Runs axe-core on the page once it has settled, then its colour rules again in the other theme
 * (light or dark), and fails on any serious or critical violation in either.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await settled(page);
  const loaded = await page.evaluate(() => window.axe !== undefined);
  if (!loaded) await page.evaluate(axeSource);
  const shown = await page.evaluate(
    (name) => (document.documentElement.classList.contains(name) ? 'dark' : 'light'),
    DARK_CLASS,
  );
  const reports = [{ theme: shown, violations: await blockingViolations(page) }];
  const other = await switchTheme(page);
  try {
    reports.push({ theme: other, violations: await blockingViolations(page, COLOR_RULES) });
  } finally {
    await switchTheme(page);
  }
  const report = reports
    .flatMap(({ theme, violations }) =>
      violations.map(
        (v) => `- [${v.impact}] ${v.id} (${theme}): ${v.help} at ${JSON.stringify(v.nodes)}`,
      ),
    )
    .join('\n');
  if (report) throw new Error(`Accessibility violations on ${page.url()}:\n${report}`);
}
