// The server the browser tests drive: a fresh embedded database every run, demo seed on, simulator on.
// With E2E_SHARE_DATABASE_OF=<port of the first e2e server>, a second server on that server's database instead
// (the live-update story checks that a change on one server reaches a page open on the other).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const { register } = await import('tsx/esm/api');
register();

const dataDirOf = (port) => path.resolve(`.data-test/e2e-${port ?? 'default'}`);
// Keyed by port so several suites (e.g. one per feature while developing) can run side by side.
const dataDir = dataDirOf(process.env.PORT);
fs.rmSync(dataDir, { recursive: true, force: true });

const firstServer = process.env.E2E_SHARE_DATABASE_OF;
if (firstServer) {
  const pgPort = Number(fs.readFileSync(path.join(dataDirOf(firstServer), 'embedded-pg-port'), 'utf8'));
  const { embeddedConnectionString } = await import(path.resolve('apps/server/src/db/embedded.ts'));
  process.env.DATABASE_URL = embeddedConnectionString(pgPort);
} else {
  const pgPort = await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'embedded-pg-port'), String(pgPort));
  process.env.EMBEDDED_PG_PORT = String(pgPort);
  delete process.env.DATABASE_URL;
}

Object.assign(process.env, {
  DATA_DIR: dataDir,
  SEED_DEMO: '1',
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  // Browser tests play many visitors from one machine; fixtures.ts gives each test its own client address.
  TRUST_PROXY: '1',
  PUBLIC_URL: `http://localhost:${process.env.PORT}`,
});

await import(path.resolve('apps/server/src/main.ts'));
