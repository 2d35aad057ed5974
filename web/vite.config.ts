import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

// The game server (port 2567) serves web/dist in production; in development Vite proxies the server's
// paths to it so the client always talks to one origin (docs/design.md decision 1).
const gameServer = 'http://localhost:2567';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  build: { outDir: resolve(import.meta.dirname, 'dist'), emptyOutDir: true },
  server: {
    proxy: {
      '/api': gameServer,
      '/auth': gameServer,
      '/health': gameServer,
      // Colyseus: matchmaking over HTTP, then the room's WebSocket at /<processId>/<lobby code>.
      '/matchmake': gameServer,
      '^/[\\w-]+/[A-HJ-NP-Z2-9]{6}(\\?|$)': { target: gameServer, ws: true },
    },
  },
});
