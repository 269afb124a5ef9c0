// The bot worker's entry: plain JavaScript, so that it starts under plain Node as
// well as under tsx or Vitest; it registers tsx's loader for this thread, then
// loads the TypeScript worker (Node 20 does not apply `--import tsx` from a
// worker's execArgv before the worker's own entry).
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
