/**
 * What one search read afresh costs, statement by statement, on the bench data set (1M by default; `--rows`,
 * `--data-dir`): the statements a search page runs (recorded from the pool), PostgreSQL's and Node's CPU per
 * search over new words (search-words.ts, none repeated: nothing kept answers them), and EXPLAIN (ANALYZE, BUFFERS)
 * of every statement of one word search and one number search. Sequential calls in one process.
 * `npx tsx bench/src/search-cost.ts -- --data-dir /tmp/benchfinal [--calls 300]`
 */
import { commentsQuerySchema } from '@bizamply/contracts';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { listComments } from '../../apps/server/src/modules/comments/comment.service.ts';
import { benchRows, flag, openBenchDatabase } from './bench-db.ts';
import { benchUserScope } from './generate.ts';
import { cpuMeter } from './load.ts';
import { newSearchWords } from './search-words.ts';

const CALLS = Number(flag('calls', 'SEARCH_COST_CALLS') ?? 300);

const database = await openBenchDatabase(benchRows());
const postgres = cpuMeter(database.postgresPids);
const { db, pool, close } = connectDatabase(database.url, 10);

interface Recorded {
  text: string;
  values: unknown[];
  /** From sending the statement to its rows (sequential calls: PostgreSQL's time plus the round trip). */
  ms?: number;
}
let recording: Recorded[] | null = null;
const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
(pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
  const [config, values] = args;
  if (recording) {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    const bound = (typeof config === 'string' ? undefined : (config as { values?: unknown[] }).values) ?? values ?? [];
    const entry: Recorded = { text, values: bound as unknown[] };
    recording.push(entry);
    const sent = performance.now();
    return query(...args).finally(() => {
      entry.ms = performance.now() - sent;
    });
  }
  return query(...args);
};

/** A new word's first search (its counts too: nothing kept for it in this process). */
const searchOf = (scope: { accountId: string; brandId: string }, search: string) =>
  listComments(db, scope, commentsQuerySchema.parse({ search, limit: 50 }));

/**
 * pg_stat_statements, when the data set's PostgreSQL preloads it (`ALTER SYSTEM SET shared_preload_libraries =
 * 'pg_stat_statements'` and `pg_stat_statements.track_planning = on` in the bench copy, then a restart): PostgreSQL's
 * own time per statement, executing and planning, apart from the round trips and the other statements beside it.
 */
async function resetStatementStats(): Promise<boolean> {
  const { rows } = await pool.query<{ loaded: boolean }>(
    `SELECT current_setting('shared_preload_libraries') LIKE '%pg_stat_statements%' AS loaded`,
  );
  if (!rows[0]?.loaded) return false;
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await pool.query('SELECT pg_stat_statements_reset()');
  return true;
}

async function printStatementStats() {
  const { rows } = await pool.query<{ calls: string; exec: number; plan: number; query: string }>(
    `SELECT calls, total_exec_time / calls AS exec, total_plan_time / greatest(calls, 1) AS plan, query
     FROM pg_stat_statements WHERE query NOT LIKE '%pg_stat_statements%'
     ORDER BY total_exec_time + total_plan_time DESC LIMIT 12`,
  );
  console.log('pg_stat_statements (per call: executing · planning):');
  for (const row of rows)
    console.log(
      `  ${(Number(row.calls) / CALLS).toFixed(2)} × ${row.exec.toFixed(3)} · ${row.plan.toFixed(3)} ms  ${row.query.replace(/\s+/g, ' ').slice(0, 90)}`,
    );
}

try {
  const scope = await benchUserScope(pool);
  // A rotation of its own (another seed): the words a server or another run of this script searched do not matter
  // to this process's caches, and PostgreSQL's buffers are warm either way.
  const words = newSearchWords(Number(flag('seed', 'SEARCH_COST_SEED') ?? 1015));
  for (let index = 0; index < 20; index += 1) await searchOf(scope, words.next());
  const statementStats = await resetStatementStats();
  recording = [];
  const start = process.cpuUsage();
  postgres.restart();
  const started = performance.now();
  for (let index = 0; index < CALLS; index += 1) await searchOf(scope, words.next());
  const wall = performance.now() - started;
  const spent = process.cpuUsage(start);
  const statements = recording;
  recording = null;
  const kinds = new Map<string, { count: number; ms: number }>();
  for (const { text, ms } of statements) {
    const kind = text.replace(/\s+/g, ' ').slice(0, 90);
    const seen = kinds.get(kind) ?? { count: 0, ms: 0 };
    kinds.set(kind, { count: seen.count + 1, ms: seen.ms + (ms ?? 0) });
  }
  console.log(
    `${CALLS} new searches: ${(wall / CALLS).toFixed(2)} ms each (sequential), Node ${((spent.user + spent.system) / 1000 / CALLS).toFixed(3)} ms, ` +
      `PostgreSQL ${(postgres.elapsed() / CALLS).toFixed(3)} ms of CPU per search; ${(statements.length / CALLS).toFixed(2)} statements per search`,
  );
  for (const [kind, { count, ms }] of [...kinds].sort((a, b) => b[1].ms - a[1].ms))
    console.log(`  ${(count / CALLS).toFixed(2)} × ${(ms / count).toFixed(2)} ms  ${kind}`);

  if (statementStats) await printStatementStats();

  const explained = flag('explain', 'SEARCH_COST_EXPLAIN')?.split(',') ?? [words.next(), words.next()];
  for (const search of explained) {
    recording = [];
    await searchOf(scope, search);
    const ran = recording as Recorded[];
    recording = null;
    console.log(`\n=== "${search}": ${ran.length} statements`);
    for (const { text, values } of ran) {
      const plan = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
      console.log(`\n--- ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
  }
} finally {
  await close();
  await database.embedded?.stop();
}
