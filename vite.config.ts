import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

// In development the page comes from Vite's port; the server only trusts its own origin, so the
// proxy presents requests as coming from it.
const toServer = (ws = false): ProxyOptions => ({
  target: apiTarget,
  ws,
  headers: { origin: apiTarget },
});

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json maps each source module to its chunk: `npm run bench -- bundle` reads it.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': toServer(),
      '/socket.io': toServer(true),
    },
  },
});
