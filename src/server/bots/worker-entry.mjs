// The bot worker's entry when the server runs from source: plain JavaScript, so
// that it starts under plain Node as well as under tsx or Vitest; it registers
// tsx's loader for this thread, then loads the TypeScript thread (Node 20 does not
// apply `--import tsx` from a worker's execArgv before the worker's own entry).
// The compiled server (scripts/build-server.mjs) has a bundled file of this name.
import { register } from 'tsx/esm/api';

register();
await import('./worker-thread.ts');
