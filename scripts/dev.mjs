// `npm run dev`: the game server (tsx, restarted on change) and Vite's dev server
// side by side. Vite proxies /games, /socket.io and /healthz to the game server on
// PORT (default 8000); open the address Vite prints. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const env = { ...process.env, PORT: process.env.PORT ?? '8000' };
const children = new Map();
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

function start(name, command, args) {
  const child = spawn(command, args, { stdio: 'inherit', env });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} stopped (${signal ?? code}); stopping the other one too`);
      stop(code ?? 1);
    }
  });
}

start('server', bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts']);
start('client', bin('vite'), []);

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
