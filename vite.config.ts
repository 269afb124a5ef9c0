import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const backend = `http://127.0.0.1:${process.env.PORT ?? 8000}`;

// A game's modules (src/games) only declare: none has side effects. Told so, the
// bundler follows a re-export of a game's index.ts only where its binding is used:
// the home page's card picture takes a game's map data through its index.ts
// without its rules coming along.
function gamesWithoutSideEffects(): Plugin {
  return {
    name: 'games-without-side-effects',
    transform(_code, id) {
      return id.includes('/src/games/') ? { moduleSideEffects: false } : null;
    },
  };
}

// The client lives in src/client; the built files go to dist/client, which the
// server serves at /.
export default defineConfig({
  root: 'src/client',
  plugins: [react(), gamesWithoutSideEffects()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  // ES workers can split: the bot worker loads only the game it plays.
  worker: { format: 'es', plugins: () => [gamesWithoutSideEffects()] },
  server: {
    proxy: {
      '/games': backend,
      '/healthz': backend,
      '/printed': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
});
