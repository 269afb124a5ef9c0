import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServerProcess, type ServerProcess } from './server-process';

// Several server instances on loopback behind a real HAProxy, configured from
// deploy/haproxy.cfg: for the cluster tests, the benchmark and `npm run cluster`.

const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const TEMPLATE = fileURLToPath(new URL('../../../deploy/haproxy.cfg', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** deploy/haproxy.cfg with its listening port and its instances replaced. */
export function haproxyConfig(port: number, instancePorts: number[]): string {
  const lines = readFileSync(TEMPLATE, 'utf8').split('\n');
  const out: string[] = [];
  let serversWritten = false;
  for (const line of lines) {
    if (/^\s*bind\s/.test(line)) out.push(`    bind 127.0.0.1:${port}`);
    else if (/^\s*server\s/.test(line)) {
      if (serversWritten) continue;
      serversWritten = true;
      instancePorts.forEach((p, i) => out.push(`    server i${i + 1} 127.0.0.1:${p} cookie i${i + 1}`));
    } else out.push(line);
  }
  return out.join('\n');
}

export interface Instance {
  id: string;
  port: number;
  url: string;
  process: ServerProcess | null;
  /** Everything the instance printed, across its restarts. */
  output: () => string;
}

export interface Cluster {
  /** The proxy's address: the site. */
  url: string;
  instances: Instance[];
  proxyPid: number;
  /** Starts instance i again on its port (after it exited). */
  start(i: number): Promise<void>;
  /** Stops instance i with SIGTERM and waits for its exit. */
  stop(i: number): Promise<void>;
  /** Resolves once every running instance answers /healthz, and the proxy several times in a row. */
  healthy(): Promise<void>;
  close(): Promise<void>;
}

export interface ClusterOptions {
  instances: number;
  /** Environment of every instance (DATABASE_URL, REDIS_URL, ...). */
  env: Record<string, string>;
  port?: number;
  /** The server's entry module (default: the test server, which also hosts the fixture game). */
  entry?: string;
}

async function untilAnswered(url: string, deadline: number): Promise<void> {
  for (;;) {
    const answered = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    // Waiting for a health check to pass: asked again after a short pause.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'cluster-'));
  const ports: number[] = [];
  for (let i = 0; i < options.instances; i++) ports.push(await freePort());
  const outputs: string[] = ports.map(() => '');
  const instances: Instance[] = ports.map((port, i) => ({
    id: `i${i + 1}`,
    port,
    url: `http://127.0.0.1:${port}`,
    process: null,
    output: () => outputs[i] + (instances[i].process?.output() ?? ''),
  }));
  const start = async (i: number) => {
    const instance = instances[i];
    if (instance.process) outputs[i] += instance.process.output();
    const { ready } = spawnServerProcess(
      {
        ...options.env,
        PORT: String(instance.port),
        INSTANCE_ID: instance.id,
        TRUST_PROXY: '1',
        DATA_DIR: join(dir, instance.id),
      },
      [],
      { entry: options.entry },
    );
    instance.process = await ready;
  };
  const stop = async (i: number) => {
    const running = instances[i].process;
    if (!running || running.child.exitCode !== null || running.child.signalCode !== null) return;
    running.child.kill('SIGTERM');
    await running.exited;
  };
  // The first creates the schema; the others find it.
  await start(0);
  await Promise.all(instances.slice(1).map((_, i) => start(i + 1)));

  const port = options.port ?? (await freePort());
  const configFile = join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(port, ports));
  const proxy: ChildProcess = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let proxyOutput = '';
  proxy.stdout!.on('data', (c: Buffer) => (proxyOutput += c.toString()));
  proxy.stderr!.on('data', (c: Buffer) => (proxyOutput += c.toString()));
  const proxyExited = new Promise<void>((resolve) => proxy.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // A caller that ends without closing (a crash, a test worker stopped) leaves no
  // instance or proxy running.
  const orphans = () => {
    for (const instance of instances) instance.process?.child.kill('SIGKILL');
    proxy.kill('SIGKILL');
  };
  process.once('exit', orphans);
  // Every running instance answers on its own port, then the proxy answers several times in
  // a row: right after an instance came back (or resumed), a single answer through the proxy
  // did not mean the next request would get one (a test's first Lobby call failed so).
  const healthy = async () => {
    const deadline = Date.now() + 60_000;
    try {
      for (const instance of instances) {
        const child = instance.process?.child;
        if (child && child.exitCode === null && child.signalCode === null)
          await untilAnswered(`${instance.url}/healthz`, deadline);
      }
      for (let inARow = 0; inARow < 2 * instances.length; inARow++) {
        const answered = await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (answered) continue;
        inARow = -1;
        if (Date.now() > deadline) throw new Error(`${url}/healthz did not answer in a row`);
        await untilAnswered(`${url}/healthz`, deadline);
      }
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${proxyOutput}`);
    }
  };
  await healthy();

  return {
    url,
    instances,
    proxyPid: proxy.pid!,
    start,
    stop,
    healthy,
    async close() {
      await Promise.all(
        instances.map(async (instance) => {
          const running = instance.process;
          if (!running || running.child.exitCode !== null || running.child.signalCode !== null) return;
          // A stopped instance (SIGSTOP) would never handle SIGTERM.
          running.child.kill('SIGCONT');
          running.child.kill('SIGKILL');
          await running.exited;
        }),
      );
      // CLUSTER_LOG_DIR: every instance's output is kept there (a failed test's trail).
      const logDir = process.env.CLUSTER_LOG_DIR;
      if (logDir) {
        instances.forEach((instance) => writeFileSync(join(logDir, `${instance.id}.log`), instance.output()));
        writeFileSync(join(logDir, 'haproxy.log'), proxyOutput);
      }
      if (proxy.exitCode === null) {
        proxy.kill('SIGTERM');
        await proxyExited;
      }
      process.off('exit', orphans);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
