import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, isCSSRequest, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { BROWSER_COLORS } from './src/shared/color-theme-boot.ts';
import { themeHead } from './tooling/theme-head-plugin.ts';

const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

// In development the page comes from Vite's port; the server only trusts its own origin, so the
// proxy presents requests as coming from it.
const toServer = (ws = false): ProxyOptions => ({
  target: apiTarget,
  ws,
  headers: { origin: apiTarget },
});

/**
 * The installable app: the web app manifest (manifest.webmanifest, linked from the built
 * index.html) and the service worker built from src/web/sw.ts to /sw.js, which precaches the
 * build's files. A new version waits for the person's 'Reload' (src/web/lib/app-updates.ts).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/web',
  filename: 'sw.ts',
  registerType: 'prompt',
  // The app registers the worker itself, after the first paint (src/web/main.tsx).
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Pomopal',
    short_name: 'Pomopal',
    description: 'Plan your tasks, work them in 25-minute focus sessions, and see your progress.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: BROWSER_COLORS.light.theme,
    background_color: BROWSER_COLORS.light.background,
    // The dark device's colours, by the manifest's color_scheme_dark member (newer than the
    // plugin's types, hence the spread); browsers that do not know it keep the light ones.
    ...{
      color_scheme_dark: {
        theme_color: BROWSER_COLORS.dark.theme,
        background_color: BROWSER_COLORS.dark.background,
      },
    },
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The app shell: scripts, styles, index.html and the icon (the manifest's icons are added
    // by the plugin); never source maps, nor the
    // build's own records under .vite/.
    globPatterns: ['**/*.{js,css,html,svg}'],
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), themeHead(), pwa],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json maps each source module to its chunk: `npm run bench -- bundle` reads it.
    manifest: true,
    // index.html announces what the entry imports. A route's chunks and theirs are fetched as
    // the browser reads their imports, not announced beforehand by a <link rel="modulepreload">
    // per chunk added to the page: on a slow phone, adding those links (some seventy for a
    // signed-in page) held the first render up for longer than the imports they save the wait for.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : [],
    },
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks below; an app's entry exports nothing.
      preserveEntrySignatures: false,
      output: {
        // The entry lists every chunk a route may preload by name: bare hashes keep that list,
        // which each page's first download carries, short.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // A small module two routes share is copied into each rather than fetched as a file of
          // its own: My Tasks needed some 130 scripts, most under 1 kB, and a phone on HTTP/1.1
          // fetches six at a time. Rolldown's runtime keeps one instance of each copied module.
          // Styles stay in their own files, as Vite emits a chunk's CSS from every copy.
          experimentalInlineCommonChunks: {
            maxSize: 10 * 1024,
            exclude: isCSSRequest,
          },
          groups: [
            // What the entry imports statically (React, the router, the app's frame) in one
            // chunk, rather than the entry and a few small chunks every page fetches apart.
            { name: 'first-load', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': toServer(),
      '/socket.io': toServer(true),
    },
  },
});
