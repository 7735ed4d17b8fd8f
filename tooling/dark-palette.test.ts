import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '..', 'src', 'web');

/** The colours the dark palette sets again step by step; a 500 is the same in both themes. */
const REMAPPED = ['slate', 'brand', 'red', 'amber', 'emerald', 'sky', 'violet'];

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every `<colour>-<step>` a class of the web app names (as Tailwind finds them: whole words). */
function stepsUsed(): Set<string> {
  const pattern = new RegExp(`\\b[a-z-]+-(${REMAPPED.join('|')})-(\\d{2,3})\\b`, 'g');
  const used = new Set<string>();
  for (const file of sources(web)) {
    for (const [, colour, step] of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (step !== '500') used.add(`${colour}-${step}`);
    }
  }
  return used;
}

/** The steps the style sheet's dark palette sets. */
function stepsSetInDark(): Set<string> {
  const css = readFileSync(path.join(web, 'styles.css'), 'utf8');
  const block = css.slice(css.indexOf('.dark body {'));
  const palette = block.slice(0, block.indexOf('}'));
  return new Set(Array.from(palette.matchAll(/--color-([a-z]+-\d+):/g), ([, step]) => step ?? ''));
}

describe('the dark palette', () => {
  it('sets a dark value for every colour step a class of the app uses', () => {
    const set = stepsSetInDark();
    const missing = [...stepsUsed()].filter((step) => !set.has(step)).sort();
    expect(missing).toEqual([]);
    expect(set.size).toBeGreaterThan(20);
  });
});
