import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { BENCH_USER } from './generate.ts';
import { startNode } from './load.ts';
import { signIn, type Scope } from './scenarios.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The bench server's configuration: the API alone on the bench database, logging warnings only. */
export function apiEnvironment(url: string, port: number): Record<string, string> {
  return {
    DATABASE_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    // What production runs: the compiled serializer alone, without the development check against zod.
    VERIFY_RESPONSES: '0',
    LOG_LEVEL: 'warn',
    WORKER_IN_PROCESS: '0',
    DATA_DIR: path.join(os.tmpdir(), `bizamply-bench-server-${port}`),
    WEB_DIST_DIR: '/nonexistent-web-dist',
  };
}

/**
 * The real server (apps/server/src/main.ts) as a child process on the bench database, API only, with the heap
 * cap of a deployment (docs/operations.md: without one V8 collects lazily and RSS climbs towards its 4 GB
 * default while the live heap stays under 100 MB) and its young generation (docs/operations.md), signed in as the
 * bench user with brand A selected. `script`: another server built as main.ts builds it (bench/src/probe-server.ts).
 */
export async function startApi(url: string, port: number, pool: pg.Pool, script = 'apps/server/src/main.ts') {
  const server = startNode(
    path.join(ROOT, script),
    [],
    apiEnvironment(url, port),
    // main.ts's line, and bench/src/probe-server.ts's.
    'ready at',
    ['--max-old-space-size=256', '--max-semi-space-size=32'],
  );
  try {
    await server.ready;
    const baseUrl = `http://127.0.0.1:${port}`;
    const session = await signIn(baseUrl, BENCH_USER.email, BENCH_USER.password);
    const { rows } = await pool.query<Scope>(
      `SELECT u.account_id AS "accountId", b.id AS "brandId" FROM users u JOIN brands b ON b.account_id = u.account_id
       WHERE u.email = $1 ORDER BY b.name LIMIT 1`,
      [BENCH_USER.email],
    );
    const scope = rows[0];
    if (!scope) throw new Error('bench user has no brand');
    const headers = { authorization: `Bearer ${session.token}`, 'x-brand-id': scope.brandId };
    return { server, baseUrl, session, scope, headers, stop: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The bare Fastify hello-world (the ceiling) as another child process. */
export async function startHelloWorld(port: number) {
  const hello = startNode(path.join(ROOT, 'bench/src/hello-world.ts'), [String(port)], {}, 'ready');
  await hello.ready;
  return hello;
}

/** One line about the machine: CPUs, model, memory, load average, Node. */
export function machineLine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, load ${load}, Node ${process.version}`;
}
