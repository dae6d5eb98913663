// The server the browser tests drive: a fresh embedded database every run, demo seed on, simulator on.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// Keyed by port so several suites (e.g. one per feature while developing) can run side by side.
const dataDir = path.resolve(`.data-test/e2e-${process.env.PORT ?? 'default'}`);
fs.rmSync(dataDir, { recursive: true, force: true });

const pgPort = await new Promise((resolve, reject) => {
  const probe = net.createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});

Object.assign(process.env, {
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(pgPort),
  SEED_DEMO: '1',
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  // Browser tests play many visitors from one machine; fixtures.ts gives each test its own client address.
  TRUST_PROXY: '1',
  PUBLIC_URL: `http://localhost:${process.env.PORT}`,
});
delete process.env.DATABASE_URL;

const { register } = await import('tsx/esm/api');
register();
await import(path.resolve('apps/server/src/main.ts'));
