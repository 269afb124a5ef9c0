// `npm run cluster [-- --instances 3 --port 8080]`: the site as several instances
// behind HAProxy on this machine (deploy/haproxy.cfg), for trying a deployment
// out. Needs DATABASE_URL (PostgreSQL); REDIS_URL defaults to a local Redis.
// Serves the built client when there is one (`npm run build` first).
import { fileURLToPath } from 'node:url';
import { startCluster } from '../src/server/testing/cluster';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'DATABASE_URL must name a PostgreSQL database: the instances share it (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  );
  process.exit(1);
}
const env: Record<string, string> = {
  ...(process.env as Record<string, string>),
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
};
const cluster = await startCluster({
  instances: Number(arg('instances', '3')),
  port: Number(arg('port', '8080')),
  env,
  entry: fileURLToPath(new URL('../src/server/main.ts', import.meta.url)),
});
console.log(
  `site on ${cluster.url} (HAProxy), instances: ${cluster.instances.map((i) => `${i.id} ${i.url} pid ${i.process?.child.pid}`).join(', ')}`,
);
console.log('Ctrl-C stops everything; kill an instance by its pid to watch its players move to the others.');
const stop = () => void cluster.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
