import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = `http://127.0.0.1:${process.env.PORT ?? 8000}`;

// The client lives in src/client; the built files go to dist/client, which the
// server serves at /.
export default defineConfig({
  root: 'src/client',
  plugins: [react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  // ES workers can split: the bot worker loads only the game it plays.
  worker: { format: 'es' },
  server: {
    proxy: {
      '/games': backend,
      '/healthz': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
});
