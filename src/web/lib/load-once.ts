import { useEffect, useState } from 'react';

/**
 * Code left out of the page's first download (a dialog, the timer's engine, the schemas that
 * check what arrives): it loads when first wanted, or when `load` asks for it.
 */
export interface LoadOnce<T> {
  /**
   * Starts loading, once; resolves with what loaded. A load that failed is tried again. React's
   * `use` reads a finished load at once.
   */
  load(): Promise<T>;
  /** What has loaded, else undefined. */
  loaded(): T | undefined;
}

export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let done: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      if (loading) return loading;
      const started = importer().then(
        (loaded) => {
          done = loaded;
          return loaded;
        },
        (error: unknown) => {
          // A chunk that failed (no network yet) is asked for again the next time it is wanted.
          loading = undefined;
          throw error;
        },
      );
      // Once loaded, the promise carries its result as React's `use` reads it without waiting
      // (the `status` and `value` React itself puts on a promise it has waited for): a component
      // that calls `use` on it after the load gets the result in the same render.
      started.then(
        (loaded) => Object.assign(started, { status: 'fulfilled', value: loaded }),
        () => undefined,
      );
      loading = started;
      return started;
    },
    loaded: () => done,
  };
}

/**
 * What `code` has loaded, else undefined; asks for it when `wanted`. Code already loaded is
 * there at once, without the frame a lazy component waits. The caller decides what shows until
 * then and keeps the place it will take.
 */
export function useLoaded<T>(code: LoadOnce<T>, wanted: boolean): T | undefined {
  const [loaded, setLoaded] = useState(() => code.loaded());
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    code.load().then(
      (value) => {
        if (current) setLoaded(() => value);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [code, wanted, loaded]);
  return loaded;
}
