/**
 * A device whose colour scheme the test turns dark or light: jsdom has no `matchMedia`, so this
 * gives the page one that answers the dark-scheme query and tells its listeners of a change.
 */
export function stubDeviceScheme(dark: boolean) {
  const state = { dark };
  const listeners = new Set<() => void>();
  const queries: string[] = [];
  const list = {
    get matches() {
      return state.dark;
    },
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => {
      queries.push(query);
      return list;
    },
  });
  return {
    queries,
    turn(nowDark: boolean) {
      state.dark = nowDark;
      for (const listener of listeners) listener();
    },
  };
}
