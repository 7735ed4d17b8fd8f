import { type ComponentType, useEffect, useState } from 'react';

export interface DeferredComponent<Props> {
  /** Starts loading the chunk (once); resolves when the component can render. */
  preload(): Promise<ComponentType<Props>>;
  /** The component if its chunk has loaded, else null. */
  loaded(): ComponentType<Props> | null;
}

/**
 * A component whose code is left out of the page's first download: it loads when it is first
 * wanted (a dialog opened, the first notification) or when `preload` asks for it. Its caller
 * decides what shows until then and keeps the place it will take.
 */
export function deferredComponent<Props>(
  load: () => Promise<ComponentType<Props>>,
): DeferredComponent<Props> {
  let component: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  return {
    preload() {
      loading ??= load().then(
        (loaded) => {
          component = loaded;
          return loaded;
        },
        (error: unknown) => {
          // A chunk that failed (no network yet) is asked for again the next time it is wanted.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => component,
  };
}

/**
 * The deferred component once its chunk has loaded, else null; asks for the chunk when `wanted`.
 * One already loaded renders at once, without the frame a lazy component waits.
 */
export function useDeferredComponent<Props>(
  deferred: DeferredComponent<Props>,
  wanted: boolean,
): ComponentType<Props> | null {
  const [component, setComponent] = useState(() => deferred.loaded());
  useEffect(() => {
    if (!wanted || component) return;
    let current = true;
    deferred.preload().then(
      (loaded) => {
        if (current) setComponent(() => loaded);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [deferred, wanted, component]);
  return component;
}
