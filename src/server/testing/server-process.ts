import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Runs the server as `npm start` does, in its own process, so tests can kill it.

const entry = fileURLToPath(new URL('./fixture-server.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `detached`: the server leads a process group of its own, as under a supervisor; kill(-pid) kills it all. */
export function startServerProcess(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  options: { detached?: boolean; entry?: string; compiled?: boolean } = {},
): Promise<ServerProcess> {
  return spawnServerProcess(env, nodeArgs, options).ready;
}

/** The same, with the child at hand at once (its pid before it is up). */
export function spawnServerProcess(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  options: { detached?: boolean; entry?: string; compiled?: boolean } = {},
): { child: ChildProcess; ready: Promise<ServerProcess> } {
  // A compiled server (scripts/build-server.mjs) runs under plain Node, as `npm start` runs it.
  const loader = options.compiled ? [] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, options.entry ?? entry], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', PORT: '0', VITEST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<ServerProcess>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\d+)/.exec(output);
      if (match) {
        const port = Number(match[1]);
        resolve({ url: `http://127.0.0.1:${port}`, port, child, output: () => output, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(({ code, signal }) =>
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`)),
    );
  });
  return { child, ready };
}
