/**
 * How the page's first paint is already in the user's colours: the device keeps the last chosen
 * scheme, and a tiny script in the head of every page reads it and sets the class on <html>
 * before anything is drawn. The server allows that one inline script by its hash.
 */

/** Where the device keeps the user's last chosen colour scheme ('system', 'light' or 'dark'). */
export const COLOR_THEME_STORAGE_KEY = 'pomopal.color-theme';

/** The class on <html> that switches the style sheet to its dark colours. */
export const DARK_CLASS = 'dark';

/** The media query that says the device itself is dark. */
export const DEVICE_DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The head's script: `showsDark` (domain/color-theme.ts) written for a page with no modules yet,
 * on what the device kept. Storage may be refused (a private window's settings): the page is then
 * light until the app starts.
 */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(COLOR_THEME_STORAGE_KEY)});document.documentElement.classList.toggle(${JSON.stringify(DARK_CLASS)},t==="dark"||(t!=="light"&&matchMedia(${JSON.stringify(DEVICE_DARK_QUERY)}).matches))}catch(e){}`;

/**
 * The colours the browser paints around the page (the address bar, an installed app's title bar
 * and splash screen), for a light and a dark device.
 */
export const BROWSER_COLORS = {
  light: { theme: '#d23d1f', background: '#f8fafc' },
  dark: { theme: '#0b1120', background: '#0b1120' },
} as const;
