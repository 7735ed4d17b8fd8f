// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { z } from '../../shared/zod.ts';
import { lazySchemas } from './lazy-schemas.ts';

const module = {
  numberSchema: z.number(),
  textSchema: z.string(),
  prefix: 'n',
};

/** A module that arrives when the test says, like a chunk still on its way. */
function pending() {
  let arrive: (value: typeof module) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const importer = vi.fn(
    () =>
      new Promise<typeof module>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return {
    importer,
    arrive: () => arrive(module),
    fail: () => fail(new Error('offline')),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazySchemas', () => {
  it('loads on first use, once, and then gives a response parser at once', async () => {
    const chunk = pending();
    const schemas = lazySchemas(chunk.importer);
    const parser = schemas.response((loaded) => loaded.numberSchema);
    expect(chunk.importer).not.toHaveBeenCalled();

    const first = parser();
    const second = parser();
    expect(chunk.importer).toHaveBeenCalledOnce();
    chunk.arrive();
    expect(await first).toBe(module.numberSchema);
    expect(await second).toBe(module.numberSchema);
    expect(parser()).toBe(module.numberSchema);
    expect(schemas.loaded()).toBe(module);
  });

  it('holds the messages that come while it loads, then hands them on in the order they came', async () => {
    const chunk = pending();
    const schemas = lazySchemas(chunk.importer);
    const seen: string[] = [];
    const onNumber = schemas.listener(
      (loaded) => loaded.numberSchema,
      (value, loaded) => seen.push(`${loaded.prefix}${value}`),
    );
    const onText = schemas.listener(
      (loaded) => loaded.textSchema,
      (value) => seen.push(value),
    );

    onNumber(1);
    onText('two');
    onNumber('not a number');
    onNumber(3);
    await settle();
    expect(seen).toEqual([]);

    chunk.arrive();
    await settle();
    expect(seen).toEqual(['n1', 'two', 'n3']);

    onText('four');
    expect(seen).toEqual(['n1', 'two', 'n3', 'four']);
  });

  it('drops what waited for a load that failed, and loads again on the next message', async () => {
    const chunk = pending();
    const schemas = lazySchemas(chunk.importer);
    const seen: number[] = [];
    const onNumber = schemas.listener(
      (loaded) => loaded.numberSchema,
      (value) => seen.push(value),
    );

    onNumber(1);
    chunk.fail();
    await settle();
    onNumber(2);
    expect(chunk.importer).toHaveBeenCalledTimes(2);
    chunk.arrive();
    await settle();
    expect(seen).toEqual([2]);
  });
});
