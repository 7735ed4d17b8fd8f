import {
  BROWSER_COLORS,
  COLOR_THEME_STORAGE_KEY,
  DARK_CLASS,
  DEVICE_DARK_QUERY,
} from '../../shared/color-theme-boot.ts';
import {
  type ColorTheme,
  DEFAULT_COLOR_THEME,
  isColorTheme,
  showsDark,
} from '../../shared/domain/color-theme.ts';

/** The scheme this device keeps for its first paint: the last one saved here, else the default. */
export function storedColorTheme(): ColorTheme {
  try {
    const stored = localStorage.getItem(COLOR_THEME_STORAGE_KEY);
    return isColorTheme(stored) ? stored : DEFAULT_COLOR_THEME;
  } catch {
    return DEFAULT_COLOR_THEME;
  }
}

/** The device's scheme, or none where `matchMedia` is missing (old test environments). */
function deviceScheme(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DEVICE_DARK_QUERY) : undefined;
}

/**
 * The colour the browser paints around the page (index.html has one for a light device and one
 * for a dark one): a chosen scheme sets both to its own, 'system' gives each its device's.
 */
function paintBrowserColors(theme: ColorTheme): void {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const dark = showsDark(theme, meta.getAttribute('media') === DEVICE_DARK_QUERY);
    const color = BROWSER_COLORS[dark ? 'dark' : 'light'].theme;
    // Writing the colour, even the same one, makes the browser recalculate the whole page's
    // style at once: while a page is still being built, that costs a slow phone tens of ms.
    if (meta.content !== color) meta.content = color;
  }
}

/** Paints the page in `theme` (as the head's script does before the app starts). */
export function paintColorTheme(theme: ColorTheme): void {
  const deviceIsDark = deviceScheme()?.matches ?? false;
  document.documentElement.classList.toggle(DARK_CLASS, showsDark(theme, deviceIsDark));
  paintBrowserColors(theme);
}

/**
 * Keeps `theme` on the device for the next first paint, and paints the page in it. Other tabs of
 * this browser hear the change through the storage event (see followColorTheme).
 */
export function keepColorTheme(theme: ColorTheme): void {
  try {
    localStorage.setItem(COLOR_THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused (a private window's settings): this page still shows the choice.
  }
  paintColorTheme(theme);
}

/**
 * Repaints the page when what it shows can change under it: the device turning dark or light
 * (for the 'system' choice), or a choice saved in another tab of this browser, which then also
 * calls `onOtherTab`. Returns the function that stops following.
 */
export function followColorTheme(onOtherTab?: () => void): () => void {
  const device = deviceScheme();
  const repaint = () => paintColorTheme(storedColorTheme());
  const fromOtherTab = (event: StorageEvent) => {
    // A null key: the other tab cleared the whole storage.
    if (event.key !== COLOR_THEME_STORAGE_KEY && event.key !== null) return;
    repaint();
    onOtherTab?.();
  };
  // The head's script set the class only: the browser's colours follow the stored scheme too.
  repaint();
  device?.addEventListener('change', repaint);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    device?.removeEventListener('change', repaint);
    window.removeEventListener('storage', fromOtherTab);
  };
}
