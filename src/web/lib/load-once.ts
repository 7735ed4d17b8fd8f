import { useEffect, useState } from 'react';

/**
 * Code left out of the page's first download (a dialog, the timer's engine, the schemas that
 * check what arrives): it loads when first wanted, or when `load` asks for it.
 */
export interface LoadOnce<T> {
  /** Starts loading, once; resolves with what loaded. A load that failed is tried again. */
  load(): Promise<T>;
  /** What has loaded, else undefined. */
  loaded(): T | undefined;
}

export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let done: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      loading ??= importer().then(
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
      return loading;
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
