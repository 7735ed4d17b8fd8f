import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';
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

/** Runs axe-core on the page once it has settled; fails on any serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  await settled(page);
  const loaded = await page.evaluate(() => window.axe !== undefined);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core did not load');
    const result = await window.axe.run(document);
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
  });
  const blocking = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (blocking.length > 0) {
    const report = blocking
      .map((v) => `- [${v.impact}] ${v.id}: ${v.help} at ${JSON.stringify(v.nodes)}`)
      .join('\n');
    throw new Error(`Accessibility violations on ${page.url()}:\n${report}`);
  }
}
