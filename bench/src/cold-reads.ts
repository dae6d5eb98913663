import pg from 'pg';
import { freePort, openBenchDatabase, reopenFromDisk } from './bench-db.ts';
import { startApi } from './stack.ts';
import { COLD_SEARCH_WORDS } from './search-words.ts';

/**
 * `node --import tsx bench/src/cold-reads.ts -- --data-dir DIR`: what a merchant's first requests read from the disk
 * on an OS-cold 1M set (PostgreSQL restarted, the set's files out of the OS cache, a fresh server): the dashboard
 * (which opens the pool), the inbox's first page, then each first search, with the pages read per relation
 * (pg_statio) and the read time (track_io_timing, set for the run on the set's server). An idle backend flushes its statistics within 10 s (PostgreSQL's
 * PGSTAT_IDLE_INTERVAL): each step waits 11 s after its answer before counting, so a step's reads are its own
 * (and a warm-up's that it started).
 */
const SETTLE_MS = 11_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Counts = Map<string, number>;

async function readCounts(pool: pg.Pool): Promise<{ pages: Counts; ioMs: number }> {
  const { rows } = await pool.query<{ name: string; blocks: string }>(
    `SELECT relname || ' (heap)' AS name, heap_blks_read AS blocks FROM pg_statio_all_tables WHERE heap_blks_read > 0
     UNION ALL SELECT relname || ' (toast)', toast_blks_read FROM pg_statio_all_tables WHERE toast_blks_read > 0
     UNION ALL SELECT indexrelname, idx_blks_read FROM pg_statio_all_indexes WHERE idx_blks_read > 0`,
  );
  const { rows: io } = await pool.query<{ ms: number }>(
    `SELECT blk_read_time AS ms FROM pg_stat_database WHERE datname = current_database()`,
  );
  return { pages: new Map(rows.map((row) => [row.name, Number(row.blocks)])), ioMs: io[0]?.ms ?? 0 };
}

function difference(after: Counts, before: Counts): string {
  const moved = [...after]
    .map(([name, blocks]) => [name, blocks - (before.get(name) ?? 0)] as const)
    .filter(([, blocks]) => blocks > 0)
    .sort((a, b) => b[1] - a[1]);
  const total = moved.reduce((sum, [, blocks]) => sum + blocks, 0);
  return `${total} pages: ${moved.map(([name, blocks]) => `${name} ${blocks}`).join(', ')}`;
}

async function main() {
  const rows = 1_000_000;
  let database = await openBenchDatabase(rows);
  const admin = new pg.Pool({ connectionString: database.url, max: 1 });
  await admin.query(`ALTER SYSTEM SET track_io_timing = on`);
  await admin.end();
  database = (await reopenFromDisk(rows, database)).database;
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const api = await startApi(database.url, await freePort(), pool);
  try {
    await sleep(SETTLE_MS);
    let last = await readCounts(pool);
    const step = async (name: string, request: () => Promise<Response>, pause = SETTLE_MS) => {
      const started = performance.now();
      const response = await request();
      await response.arrayBuffer();
      const ms = performance.now() - started;
      await sleep(pause);
      const now = await readCounts(pool);
      process.stdout.write(
        `${name}: ${ms.toFixed(1)} ms (HTTP ${response.status}); read ${(now.ioMs - last.ioMs).toFixed(1)} ms, ${difference(now.pages, last.pages)}\n`,
      );
      last = now;
    };
    const get = (path: string) => () => fetch(`${api.baseUrl}${path}`, { headers: api.headers });
    await step('sign-in and start (warm-ups)', async () => new Response(''));
    await step('dashboard ×20 (opens the pool)', async () => {
      await Promise.all(Array.from({ length: 19 }, async () => (await get('/api/dashboard/stats')()).arrayBuffer()));
      return get('/api/dashboard/stats')();
    });
    await step('first inbox page', get('/api/comments?limit=50'));
    for (const word of COLD_SEARCH_WORDS) await step(`first "${word}"`, get(`/api/comments?search=${word}&limit=50`));
  } finally {
    await api.stop();
    await pool.query(`ALTER SYSTEM RESET track_io_timing`);
    await pool.end();
    await database.embedded?.stop();
  }
}

await main();
