import type { ResponseParser } from './api-client.ts';
import { type LoadOnce, loadOnce } from './load-once.ts';

/** Anything with a zod-style `safeParse`: the shared schemas fit. */
export interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * A module of schemas loaded on first use. No page needs zod and the shared schemas (about 20 kB)
 * before it shows: they check what comes in (answers, the server's events, other tabs'
 * messages), which arrives after the page anyway, so they load beside it.
 */
export interface LazySchemas<M> extends LoadOnce<M> {
  /**
   * The parser `pick` names, for a request's `schema`: it loads beside the request, and is there
   * at once after that.
   */
  response<T>(
    pick: (schemas: M) => ResponseParser<T>,
  ): () => ResponseParser<T> | Promise<ResponseParser<T>>;
  /**
   * A listener that hands `handle` each message `pick` accepts (with the module, for what else
   * it offers) and drops the others. Messages that come while the module loads wait for it, and
   * the listeners of one module handle theirs in the order they came, whichever took them.
   */
  listener<T>(
    pick: (schemas: M) => SafeParser<T>,
    handle: (value: T, schemas: M) => void,
  ): (message: unknown) => void;
}

export function lazySchemas<M>(importer: () => Promise<M>): LazySchemas<M> {
  const { load, loaded } = loadOnce(importer);
  let waiting: ((schemas: M) => void)[] = [];

  const whenLoaded = (task: (schemas: M) => void) => {
    const schemas = loaded();
    if (schemas && waiting.length === 0) {
      task(schemas);
      return;
    }
    waiting.push(task);
    if (waiting.length > 1) return;
    load().then(
      (schemas) => {
        const tasks = waiting;
        waiting = [];
        for (const each of tasks) each(schemas);
      },
      () => {
        // Offline: what waited is dropped, like the events sent while the socket was away; the
        // pages read their data again when it reconnects.
        waiting = [];
      },
    );
  };

  return {
    load,
    loaded,
    response: (pick) => () => {
      const schemas = loaded();
      return schemas ? pick(schemas) : load().then(pick);
    },
    listener: (pick, handle) => (message) =>
      whenLoaded((schemas) => {
        const parsed = pick(schemas).safeParse(message);
        if (parsed.success) handle(parsed.data, schemas);
      }),
  };
}
