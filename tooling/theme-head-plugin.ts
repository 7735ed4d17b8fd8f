import type { Plugin } from 'vite';
import {
  BROWSER_COLORS,
  DEVICE_DARK_QUERY,
  THEME_BOOT_SCRIPT,
} from '../src/shared/color-theme-boot.ts';

/**
 * Writes into index.html's head what its first paint needs to be in the user's colours: the
 * browser's colours for a light and a dark device, and the script that sets the dark class before
 * the body is drawn. They come from one shared file, which the server also hashes for its CSP.
 */
export function themeHead(): Plugin {
  return {
    name: 'pomopal-theme-head',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { name: 'theme-color', content: BROWSER_COLORS.light.theme },
        injectTo: 'head',
      },
      {
        tag: 'meta',
        attrs: {
          name: 'theme-color',
          media: DEVICE_DARK_QUERY,
          content: BROWSER_COLORS.dark.theme,
        },
        injectTo: 'head',
      },
      { tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head' },
    ],
  };
}
