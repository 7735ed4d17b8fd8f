import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonText } from './json-stream.ts';

async function* streamOf<T>(items: T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}

/** `value` with every array of objects read through an async generator instead. */
function streamed(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(streamed);
    return items.some((item) => typeof item === 'object') ? streamOf(items) : items;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, streamed(item)]));
  }
  return value;
}

const written = (value: unknown) => text(Readable.from(jsonText(value)));

describe('JSON written as it is read', () => {
  it('is the text JSON.stringify writes, whatever is streamed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        expect(await written(streamed(value))).toBe(JSON.stringify(value));
        expect(await written(value)).toBe(JSON.stringify(value));
      }),
    );
  });

  it('reads a stream only as far as the text has been taken', async () => {
    let read = 0;
    async function* rows() {
      for (let n = 0; n < 10_000; n += 1) {
        read += 1;
        yield { n, text: 'x'.repeat(100) };
      }
    }
    const chunks = jsonText({ rows: rows() });
    const first = await chunks.next();
    expect(first.value?.startsWith('{"rows":[{"n":0,')).toBe(true);
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(1_000);
    await chunks.return(undefined);
  });

  it('writes a missing field as JSON.stringify does: left out, and null in a list', async () => {
    const value = { a: undefined, b: streamOf([undefined, 1]), c: [undefined] };
    expect(await written(value)).toBe('{"b":[null,1],"c":[null]}');
  });
});
