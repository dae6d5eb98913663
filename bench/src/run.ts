import fs from 'node:fs';
import os from 'node:os';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { benchRows, flag, openBenchDatabase, reopenFromDisk } from './bench-db.ts';
import { generate, sizesFor } from './generate.ts';
import { runGrowth } from './growth.ts';
import { cpuMeter, direct, hammer, rssLine, rssMb, watchRss, type Measured, type PhasePeak } from './load.ts';
import {
  bulkGeneration,
  coldSearches,
  rareAndOldSearches,
  FLOOR_SHARE_TARGET,
  forgetIngestedReviews,
  ingestion,
  SCENARIOS,
  type Scenario,
} from './scenarios.ts';
import { machineLine, startApi, startHelloWorld } from './stack.ts';
import { table } from './table.ts';

/**
 * `npm run bench [-- --rows 50000] [-- --data-dir /big/disk]`: the API under autocannon (64 connections) next
 * to a bare Fastify hello-world (the ceiling) and the same queries straight on the database (the floor), in
 * one run on one machine; the first searches with nothing cached, webhook ingestion, bulk AI drafts and the
 * server's memory. Prints one table. `-- --growth` runs the list and stats rows at 10k, 100k and 1M instead;
 * `-- --cold` only the first searches, on a fresh server and PostgreSQL with the set's files out of the OS cache
 * (`-- --keep-os-cache`: left in it); `-- --only inbox,search` only the
 * API rows whose name contains one of the words (and their floors), without bulk generation and without ingestion
 * unless a word names it (`-- --only ingestion`: the webhook ingestion row alone).
 */
const API_PORT = Number(process.env.BENCH_PORT ?? 3400);
const CONNECTIONS = 64;
const INGESTION_ROW = 'webhook ingestion';

const log = (line: string) => process.stdout.write(`bench: ${line}\n`);
const ms = (value: number) => value.toFixed(1);
const ratio = (value: number) => `${Math.round(value * 100)} %`;

interface RowResult {
  scenario: Scenario;
  api: Measured;
  floor: Measured;
  /** The answer read afresh (`Scenario.freshFloor`), for a route that keeps its answers. */
  fresh?: Measured;
  rssPeak: number;
  serverCpu: number;
  postgresCpu: number;
}

function verdict({ scenario, api, floor }: RowResult): string {
  const misses = [
    api.perSecond < scenario.target.perSecond && `< ${scenario.target.perSecond.toLocaleString()} req/s`,
    api.p95 > scenario.target.p95 && `p95 > ${scenario.target.p95} ms`,
    api.perSecond < FLOOR_SHARE_TARGET * floor.perSecond && `< ${ratio(FLOOR_SHARE_TARGET)} of floor`,
    (api.failed > 0 || api.requests === 0) && 'errors',
  ].filter(Boolean);
  return misses.length === 0 ? 'met' : `not met (${misses.join(', ')})`;
}

async function single(rows: number) {
  const full = rows >= 1_000_000;
  const seconds = Number(process.env.BENCH_SECONDS ?? (full ? 15 : 3));
  const deliveries = Number(process.env.BENCH_WEBHOOKS ?? (full ? 20_000 : 2_000));
  log(`machine: ${machineLine()}`);
  let database = await openBenchDatabase(rows);
  const loaded = await generate(database.url, sizesFor(rows));
  const size = `${(loaded.bytes / 2 ** 30).toFixed(2)} GB`;
  log(
    loaded.skipped
      ? `data set of ${rows.toLocaleString()} comments already loaded (${size})`
      : `loaded ${rows.toLocaleString()} comments in ${loaded.seconds.toFixed(1)} s (${size})`,
  );
  let floorDb = connectDatabase(database.url, 10);
  const leftovers = await forgetIngestedReviews(floorDb.pool);
  if (leftovers > 0) log(`removed ${leftovers.toLocaleString()} reviews an earlier ingestion row left`);
  if (coldOnly && !process.argv.includes('--keep-os-cache')) {
    // The leftovers' delete reads most of the table (a bitmap scan of one platform's items): the set's files are
    // dropped from the OS cache after it, so the first searches read what they need from the disk.
    await floorDb.close();
    const reopened = await reopenFromDisk(rows, database);
    database = reopened.database;
    floorDb = connectDatabase(database.url, 10);
    log(
      `dropped the set's ${reopened.evicted.files.toLocaleString()} files from the OS cache in ${ms(reopened.evicted.ms)} ms`,
    );
  }
  const spawned = performance.now();
  const api = await startApi(database.url, API_PORT, floorDb.pool);
  const ingestAndGenerate = async (rss: ReturnType<typeof watchRss>, withBulk: boolean) => {
    log(`webhook ingestion: ${deliveries.toLocaleString()} signed Judge.me deliveries`);
    rss.segment(INGESTION_ROW);
    const ingest = await ingestion(api.baseUrl, floorDb.pool, api.scope.accountId, deliveries, {
      server: () => [api.server.child.pid],
      postgres: database.postgresPids,
    });
    const ingestRss = rss.segment(withBulk ? 'bulk generation' : 'after ingestion');
    // Drafts the newest pending items: the ingested reviews, which then go, so the data set stays as generated.
    log(withBulk ? 'bulk generation: 100 drafts, builtin provider' : 'bulk generation: skipped (--only)');
    const bulk = withBulk ? await bulkGeneration(api.baseUrl, floorDb.pool, api.session, api.scope.brandId) : null;
    await forgetIngestedReviews(floorDb.pool);
    return { ingest, ingestRss, bulk };
  };
  const hello = await startHelloWorld(API_PORT + 1);
  let phases: PhasePeak[] = [];
  try {
    const serverPid = api.server.child.pid;
    const idleRss = rssMb(serverPid);
    const rss = watchRss(serverPid, 'first searches');
    log(`first searches of common words, nothing cached: ${seconds} s × ${CONNECTIONS} connections per row after`);
    const { page: firstPage, searches: cold } = await coldSearches(api.baseUrl, api.headers);
    rss.segment('rare and old searches');
    const { rare, old, recentItems } = await rareAndOldSearches(api.baseUrl, api.headers, floorDb.pool, api.scope);
    // The recent items go before any other row runs (the search row's "love" would find them first).
    await forgetIngestedReviews(floorDb.pool);
    const searchLine = (entry: { word: string; ms: number; status: number }) =>
      `"${entry.word}" ${ms(entry.ms)} ms${entry.status === 200 ? '' : ` (HTTP ${entry.status})`}`;
    const rareAndOld = `a rare word ${searchLine(rare)}; a word the newest ${recentItems.toLocaleString()} items lack ${searchLine(old)}`;
    if (coldOnly) {
      log(`first inbox page ${ms(firstPage.ms)} ms; first searches: ${cold.map(searchLine).join(', ')}; ${rareAndOld}`);
      rss.stop();
      return;
    }
    const only = flag('only', 'BENCH_ONLY')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const chosen = only ? SCENARIOS.filter((scenario) => only.some((part) => scenario.name.includes(part))) : SCENARIOS;
    const ingestionChosen = !only || only.some((part) => INGESTION_ROW.includes(part));
    log(`ceiling: bare Fastify hello-world`);
    rss.segment('ceiling (server idle)');
    const ceilingCpu = cpuMeter(() => [hello.child.pid]);
    const ceiling = await hammer(`http://127.0.0.1:${API_PORT + 1}/`, {
      connections: CONNECTIONS,
      seconds: chosen.length > 0 ? seconds : 1,
    });
    // HTTP alone: what a row's server CPU per request is beside (the rest is our stack and the answer).
    const ceilingCpuPerRequest = ceiling.requests > 0 ? ceilingCpu.elapsed() / ceiling.requests : 0;
    const results: RowResult[] = [];
    for (const scenario of chosen) {
      log(scenario.name);
      rss.segment(scenario.name);
      const serverCpu = cpuMeter(() => [serverPid]);
      const postgresCpu = cpuMeter(database.postgresPids);
      const measured = await hammer(`${api.baseUrl}${scenario.path}`, {
        connections: CONNECTIONS,
        seconds,
        headers: api.headers,
        nextPath: scenario.paths?.(),
      });
      const perRequest = (spent: number) => (measured.requests > 0 ? spent / measured.requests : 0);
      const row = {
        scenario,
        api: measured,
        rssPeak: rss.segment(`${scenario.name}: its floor (server idle)`),
        serverCpu: perRequest(serverCpu.elapsed()),
        postgresCpu: perRequest(postgresCpu.elapsed()),
      };
      const floor = await direct(() => scenario.floor(floorDb.db, api.scope), { connections: CONNECTIONS, seconds });
      const { freshFloor } = scenario;
      const fresh = freshFloor
        ? await direct(() => freshFloor(floorDb.db, api.scope), { connections: CONNECTIONS, seconds })
        : undefined;
      results.push({ ...row, floor, fresh });
    }
    // `--only` measures the chosen rows alone: no bulk generation, and ingestion only when named (`--only ingestion`).
    const writes = ingestionChosen ? await ingestAndGenerate(rss, !only) : null;
    rss.stop();
    phases = rss.peaks();

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
        ceilingCpuPerRequest.toFixed(2),
        '',
        String(ceiling.failed),
      ],
      ...results.map((result) => {
        const { scenario, api: measured, floor } = result;
        const answered = measured.requests > 0;
        return [
          scenario.name,
          answered ? ms(measured.p50) : `> ${seconds * 1000}`,
          answered ? ms(measured.p95) : '',
          answered ? ms(measured.p99) : '',
          measured.perSecond.toFixed(0),
          ratio(measured.perSecond / ceiling.perSecond),
          `${floor.perSecond.toFixed(0)} req/s, p95 ${ms(floor.p95)}` +
            (result.fresh
              ? `; read afresh ${result.fresh.perSecond.toFixed(0)} req/s, p95 ${ms(result.fresh.p95)}`
              : ''),
          ratio(measured.perSecond / floor.perSecond),
          result.serverCpu.toFixed(2),
          database.embedded ? result.postgresCpu.toFixed(2) : '',
          String(measured.failed),
          result.rssPeak.toFixed(0),
          `${verdict(result)}`,
        ];
      }),
    ];
    const note = full ? '' : ' (smoke size: the targets are for 1,000,000 rows on a quiet machine)';
    process.stdout.write(
      `\nBizamply bench: ${rows.toLocaleString()} comments, ${CONNECTIONS} connections, ${seconds} s per row${note}\n`,
    );
    const header = [
      'scenario',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'req/s',
      'of ceiling',
      'floor (SQL direct)',
      'of floor',
      'server CPU ms/req',
      'PG CPU ms/req',
      'errors',
      'RSS peak MB',
      'target',
    ];
    process.stdout.write(
      `${table(
        header,
        lines.map((line) => header.map((_, index) => line[index] ?? '')),
      )}\n\n`,
    );
    const slowestCold = Math.max(...cold.map((entry) => entry.ms));
    const writeLines = writes
      ? [
          [
            INGESTION_ROW,
            `${writes.ingest.perSecond.toFixed(0)} comments/s (${writes.ingest.stored.toLocaleString()} stored from ${writes.ingest.deliveries.toLocaleString()} deliveries in ${(writes.ingest.seconds * 1000).toFixed(0)} ms, ${writes.ingest.failed} errors, ${writes.ingest.transactions.toLocaleString()} writing PG transactions; server / PG CPU ${writes.ingest.serverCpuPerComment.toFixed(3)} / ${writes.ingest.postgresCpuPerComment.toFixed(3)} ms per comment, on ${writes.ingest.coresUsed.toFixed(2)} of ${os.cpus().length} cores; RSS peak ${writes.ingestRss.toFixed(0)} MB)`,
            `≥ 5,000 comments/s: ${writes.ingest.perSecond >= 5_000 && writes.ingest.failed === 0 ? 'met' : 'not met'}`,
          ],
          ...(writes.bulk
            ? [
                [
                  'bulk generation',
                  `${writes.bulk.drafted}/${writes.bulk.requested} drafts in ${writes.bulk.seconds.toFixed(1)} s (${writes.bulk.perSecond.toFixed(1)} drafts/s)`,
                  '100 drafts',
                ],
              ]
            : []),
        ]
      : [];
    process.stdout.write(
      `${table(
        ['measure', 'result', 'target'],
        [
          [
            'first search, nothing cached',
            cold.map(searchLine).join(', '),
            `≤ 50 ms: ${slowestCold <= 50 && cold.every((entry) => entry.status === 200) ? 'met' : 'not met'}`,
          ],
          ['first inbox page, nothing cached', `${ms(firstPage.ms)} ms`, 'issue 15 sets none'],
          ['first search, a rare word and an old one', rareAndOld, 'issue 15 sets none (the 50 ms of a common word)'],
          ...writeLines,
          ['server RSS', rssLine(idleRss, rss.peaks()), '≤ 300 MB'],
          [
            'machine',
            `${os.cpus().length} CPUs, load average at the end ${os.loadavg()[0]?.toFixed(2)}`,
            'quiet machine for real figures',
          ],
        ],
      )}\n`,
    );
  } finally {
    await floorDb.close();
    await Promise.all([api.stop(), hello.stop()]);
    // With CHILD_NODE_ARGS=--trace-gc, the server's GC lines: what of its RSS is V8's heap, phase by phase.
    const serverLog = process.env.BENCH_SERVER_LOG;
    if (serverLog) {
      const began = phases.map(({ phase, began }) => `phase at ~${(began - spawned).toFixed(0)} ms: ${phase}`);
      fs.writeFileSync(serverLog, `${api.server.output()}\n${began.join('\n')}\n`);
    }
    await database.embedded?.stop();
  }
}

const coldOnly = process.argv.includes('--cold');
const growth = process.argv.includes('--growth');
(growth ? runGrowth(flag('seconds', 'BENCH_SECONDS')) : single(benchRows())).catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
