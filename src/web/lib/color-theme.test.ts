import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BROWSER_COLORS,
  COLOR_THEME_STORAGE_KEY,
  DEVICE_DARK_QUERY,
} from '../../shared/color-theme-boot.ts';
import { stubDeviceScheme } from '../test/device-scheme.ts';
import {
  followColorTheme,
  keepColorTheme,
  paintColorTheme,
  storedColorTheme,
} from './color-theme.ts';

const isDark = () => document.documentElement.classList.contains('dark');

/** What another tab of this browser does when it saves a scheme. */
function saveInOtherTab(theme: string) {
  localStorage.setItem(COLOR_THEME_STORAGE_KEY, theme);
  window.dispatchEvent(new StorageEvent('storage', { key: COLOR_THEME_STORAGE_KEY }));
}

describe('the colour scheme on this device', () => {
  afterEach(() => {
    document.documentElement.classList.remove('dark');
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('keeps the device default until a scheme is saved, and ignores what it does not know', () => {
    expect(storedColorTheme()).toBe('system');
    localStorage.setItem(COLOR_THEME_STORAGE_KEY, 'purple');
    expect(storedColorTheme()).toBe('system');
    keepColorTheme('dark');
    expect(storedColorTheme()).toBe('dark');
  });

  it("paints a chosen scheme whatever the device's, and the device's for 'system'", () => {
    const device = stubDeviceScheme(true);
    keepColorTheme('light');
    expect(isDark()).toBe(false);
    keepColorTheme('system');
    expect(isDark()).toBe(true);
    device.turn(false);
    paintColorTheme('dark');
    expect(isDark()).toBe(true);
    expect(device.queries).toContain(DEVICE_DARK_QUERY);
  });

  it("follows the device as it turns dark and light, only while the choice is 'system'", () => {
    const device = stubDeviceScheme(false);
    keepColorTheme('system');
    const stop = followColorTheme();
    device.turn(true);
    expect(isDark()).toBe(true);
    device.turn(false);
    expect(isDark()).toBe(false);

    keepColorTheme('light');
    device.turn(true);
    expect(isDark()).toBe(false);

    keepColorTheme('system');
    device.turn(false);
    stop();
    device.turn(true);
    expect(isDark()).toBe(false);
  });

  it('repaints when another tab saves a scheme, and tells the page', () => {
    stubDeviceScheme(false);
    const onOtherTab = vi.fn();
    const stop = followColorTheme(onOtherTab);
    saveInOtherTab('dark');
    expect(isDark()).toBe(true);
    expect(onOtherTab).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(onOtherTab).toHaveBeenCalledTimes(1);

    stop();
    saveInOtherTab('light');
    expect(isDark()).toBe(true);
  });

  it("sets the browser's colour around the page to the chosen scheme's, or each device's", () => {
    document.head.innerHTML = `<meta name="theme-color" content=""><meta name="theme-color" media="${DEVICE_DARK_QUERY}" content="">`;
    const colors = () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map(
        (meta) => meta.content,
      );
    try {
      paintColorTheme('dark');
      expect(colors()).toEqual([BROWSER_COLORS.dark.theme, BROWSER_COLORS.dark.theme]);
      paintColorTheme('light');
      expect(colors()).toEqual([BROWSER_COLORS.light.theme, BROWSER_COLORS.light.theme]);
      paintColorTheme('system');
      expect(colors()).toEqual([BROWSER_COLORS.light.theme, BROWSER_COLORS.dark.theme]);
    } finally {
      document.head.innerHTML = '';
    }
  });
});
