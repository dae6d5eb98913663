import os from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { benchRows, openBenchDatabase } from './bench-db.ts';
import { BENCH_USER, generate, sizesFor } from './generate.ts';
import { direct, hammer, rssMb, startNode, watchRss, type Measured } from './load.ts';
import { bulkGeneration, ingestion, SCENARIOS, signIn } from './scenarios.ts';
import { table } from './table.ts';

/**
 * `npm run bench [-- --rows 50000]`: the API under autocannon (64 connections) next to a bare Fastify
 * hello-world (the ceiling) and the same queries straight on the database (the floor), in one run on one
 * machine; then webhook ingestion, bulk AI drafts and the server's memory. Prints one table.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const API_PORT = Number(process.env.BENCH_PORT ?? 3400);
const HELLO_PORT = API_PORT + 1;
const CONNECTIONS = 64;

const rows = benchRows();
const full = rows >= 1_000_000;
const seconds = Number(process.env.BENCH_SECONDS ?? (full ? 15 : 3));
const deliveries = Number(process.env.BENCH_WEBHOOKS ?? (full ? 20_000 : 2_000));

const log = (line: string) => process.stdout.write(`bench: ${line}\n`);
const ms = (value: number) => value.toFixed(1);
const ratio = (value: number) => `${Math.round(value * 100)} %`;

async function main() {
  const sizes = sizesFor(rows);
  log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, load ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}, Node ${process.version}`,
  );
  const { url, embedded } = await openBenchDatabase(rows);
  const loaded = await generate(url, sizes);
  log(
    loaded.skipped
      ? `data set of ${rows.toLocaleString()} comments already loaded`
      : `loaded ${rows.toLocaleString()} comments in ${loaded.seconds.toFixed(1)} s`,
  );

  const server = startNode(
    path.join(ROOT, 'apps/server/src/main.ts'),
    [],
    {
      DATABASE_URL: url,
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WORKER_IN_PROCESS: '0',
      DATA_DIR: path.join(os.tmpdir(), 'bizamply-bench-server'),
      WEB_DIST_DIR: '/nonexistent-web-dist',
    },
    'ready at',
    // The heap cap a deployment runs the API with (docs/operations.md): without one V8 collects lazily and
    // RSS climbs towards its 4 GB default while the live heap stays under 100 MB.
    ['--max-old-space-size=256'],
  );
  const hello = startNode(path.join(ROOT, 'bench/src/hello-world.ts'), [String(HELLO_PORT)], {}, 'ready');
  const database = connectDatabase(url, 10);
  try {
    await Promise.all([server.ready, hello.ready]);
    const baseUrl = `http://127.0.0.1:${API_PORT}`;
    const idleRss = rssMb(server.child.pid);
    const rss = watchRss(server.child.pid);
    const session = await signIn(baseUrl, BENCH_USER.email, BENCH_USER.password);
    const { rows: owners } = await database.pool.query<{ accountId: string; brandId: string }>(
      `SELECT u.account_id AS "accountId", b.id AS "brandId" FROM users u JOIN brands b ON b.account_id = u.account_id
       WHERE u.email = $1 ORDER BY b.name LIMIT 1`,
      [BENCH_USER.email],
    );
    const scope = owners[0];
    if (!scope) throw new Error('bench user has no brand');
    const headers = { authorization: `Bearer ${session.token}`, 'x-brand-id': scope.brandId };

    log(`ceiling: bare Fastify hello-world, ${seconds} s × ${CONNECTIONS} connections`);
    const ceiling = await hammer(`http://127.0.0.1:${HELLO_PORT}/`, { connections: CONNECTIONS, seconds });
    const results: { name: string; api: Measured; floor: Measured; latencyTarget: boolean; rssPeak: number }[] = [];
    for (const scenario of SCENARIOS) {
      log(scenario.name);
      rss.segment();
      const api = await hammer(`${baseUrl}${scenario.path}`, { connections: CONNECTIONS, seconds, headers });
      const rssPeak = rss.segment();
      const floor = await direct(() => scenario.floor(database.db, scope), { connections: CONNECTIONS, seconds });
      results.push({ name: scenario.name, api, floor, latencyTarget: scenario.latencyTarget, rssPeak });
    }
    log(`webhook ingestion: ${deliveries.toLocaleString()} signed Judge.me deliveries`);
    rss.segment();
    const ingest = await ingestion(baseUrl, database.pool, scope.accountId, deliveries);
    const ingestRss = rss.segment();
    log('bulk generation: 100 drafts, builtin provider');
    const bulk = await bulkGeneration(baseUrl, database.pool, session, scope.brandId);
    rss.stop();

    const lines = [
      [
        'hello-world (ceiling)',
        ms(ceiling.p50),
        ms(ceiling.p95),
        ms(ceiling.p99),
        ceiling.perSecond.toFixed(0),
        '100 %',
        '',
        '',
        String(ceiling.failed),
        '',
        '',
      ],
      ...results.map(({ name, api, floor, latencyTarget, rssPeak }) => {
        const share = api.perSecond / ceiling.perSecond;
        const ok = (!latencyTarget || api.p95 <= 50) && share >= 0.4 && api.failed === 0 && api.requests > 0;
        if (api.requests === 0) {
          // Not one answer inside the run: every request took longer than the run itself.
          return [
            name,
            `> ${seconds * 1000}`,
            '',
            '',
            '0',
            '0 %',
            '',
            '',
            String(api.failed),
            rssPeak.toFixed(0),
            'not met',
          ];
        }
        return [
          name,
          ms(api.p50),
          ms(api.p95),
          ms(api.p99),
          api.perSecond.toFixed(0),
          ratio(share),
          `${floor.perSecond.toFixed(0)} req/s, p95 ${ms(floor.p95)}`,
          ratio(api.perSecond / floor.perSecond),
          String(api.failed),
          rssPeak.toFixed(0),
          ok ? 'met' : 'not met',
        ];
      }),
    ];
    const header = [
      'scenario',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'req/s',
      'of ceiling',
      'floor (SQL direct)',
      'of floor',
      'errors',
      'RSS peak MB',
      'target',
    ];
    const note = full ? '' : ` (smoke size: the targets are for 1,000,000 rows on a quiet machine)`;
    process.stdout.write(
      `\nBizamply bench: ${rows.toLocaleString()} comments, ${CONNECTIONS} connections, ${seconds} s per row${note}\n`,
    );
    process.stdout.write(`${table(header, lines)}\n\n`);
    process.stdout.write(
      `${table(
        ['measure', 'result', 'target'],
        [
          [
            'webhook ingestion',
            `${ingest.perSecond.toFixed(0)} comments/s (${ingest.stored.toLocaleString()} stored from ${ingest.deliveries.toLocaleString()} deliveries in ${ingest.seconds.toFixed(1)} s, ${ingest.failed} errors; RSS peak ${ingestRss.toFixed(0)} MB)`,
            '≥ 5,000 comments/s',
          ],
          [
            'bulk generation',
            `${bulk.drafted}/${bulk.requested} drafts in ${bulk.seconds.toFixed(1)} s (${bulk.perSecond.toFixed(1)} drafts/s)`,
            '100 drafts',
          ],
          ['server RSS', `${idleRss.toFixed(0)} MB idle, ${rss.max.toFixed(0)} MB peak under load`, '≤ 300 MB'],
          [
            'machine',
            `${os.cpus().length} CPUs, load average at the end ${os.loadavg()[0]?.toFixed(2)}`,
            'quiet machine for real figures',
          ],
        ],
      )}\n`,
    );
  } finally {
    await database.close();
    await Promise.all([server.stop(), hello.stop()]);
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
