import { describe, expect, it } from 'vitest';
import {
  COLOR_THEME_STORAGE_KEY,
  DARK_CLASS,
  DEVICE_DARK_QUERY,
  THEME_BOOT_SCRIPT,
} from './color-theme-boot.ts';
import { DEFAULT_COLOR_THEME, isColorTheme, showsDark } from './domain/color-theme.ts';

interface Boot {
  classes: Set<string>;
  queries: string[];
}

/** Runs the head's script on a page whose device kept `stored` and whose scheme is dark or not. */
function boot(stored: string | null | Error, deviceIsDark: boolean): Boot {
  const classes = new Set<string>();
  const queries: string[] = [];
  const localStorage = {
    getItem(key: string) {
      if (stored instanceof Error) throw stored;
      return key === COLOR_THEME_STORAGE_KEY ? stored : null;
    },
  };
  const document = {
    documentElement: {
      classList: {
        toggle(name: string, force: boolean) {
          if (force) classes.add(name);
          else classes.delete(name);
        },
      },
    },
  };
  const matchMedia = (query: string) => {
    queries.push(query);
    return { matches: deviceIsDark };
  };
  new Function('localStorage', 'document', 'matchMedia', THEME_BOOT_SCRIPT)(
    localStorage,
    document,
    matchMedia,
  );
  return { classes, queries };
}

describe('the first paint script', () => {
  it('sets the dark class exactly when the theme rule says dark', () => {
    for (const stored of [null, 'system', 'light', 'dark', 'purple']) {
      for (const deviceIsDark of [true, false]) {
        const theme = isColorTheme(stored) ? stored : DEFAULT_COLOR_THEME;
        const { classes } = boot(stored, deviceIsDark);
        expect(classes.has(DARK_CLASS), `${stored} on a dark device: ${deviceIsDark}`).toBe(
          showsDark(theme, deviceIsDark),
        );
      }
    }
  });

  it("asks the device's scheme with the query the app follows", () => {
    expect(boot('system', true).queries).toEqual([DEVICE_DARK_QUERY]);
  });

  it('leaves the page light when the device refuses its storage', () => {
    expect(boot(new Error('SecurityError'), true).classes.size).toBe(0);
  });
});
