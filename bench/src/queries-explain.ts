import { sql, type SQL } from 'drizzle-orm';
import type { PeriodQuery } from '@bizamply/contracts';
import { connectDatabase, type Executor } from '../../apps/server/src/db/client.ts';
import { findProductGroups } from '../../apps/server/src/modules/analytics/analytics.queries.ts';
import { productAnalytics } from '../../apps/server/src/modules/analytics/analytics.service.ts';
import { resolvePeriod } from '../../apps/server/src/modules/analytics/period.ts';
import { summarize } from '../../apps/server/src/modules/analytics/summary.queries.ts';
import { searchBrand } from '../../apps/server/src/modules/brand-context/brand-context.service.ts';
import { findRecentActivity } from '../../apps/server/src/modules/dashboard/dashboard.queries.ts';
import {
  dashboardStats,
  productVolume,
  recentActivity,
} from '../../apps/server/src/modules/dashboard/dashboard.service.ts';
import { benchRows, openBenchDatabase } from './bench-db.ts';
import { generate } from './generate.ts';

/**
 * EXPLAIN ANALYZE and wall-clock timings of the Insight queries (issue 6) on the 1M-comment bench data set:
 *   node --import tsx bench/src/queries-explain.ts [--with-indexes]
 * --with-indexes builds the indexes recommended in docs/analytics.md inside a transaction, measures again
 * through that transaction, and rolls back: the bench database is left as it was. Inside one transaction
 * the services' parallel queries take turns on one connection (pg warns about it), so compare the
 * single-query lines (EXPLAIN, activity, search) rather than the multi-query services in that mode.
 */

const RUNS = 5;
/** docs/analytics.md "Recommended indexes": keep in step with it. */
const RECOMMENDED_INDEXES = [
  `CREATE INDEX comments_brand_answered_idx ON comments
     (brand_id, greatest(drafted_at, CASE WHEN status = 'sent' THEN responded_at END) DESC)
     WHERE drafted_at IS NOT NULL OR (status = 'sent' AND responded_at IS NOT NULL)`,
  `CREATE INDEX comments_brand_posted_cover_idx ON comments (brand_id, posted_at)
     INCLUDE (account_id, status, rating, response_time_hours, platform)`,
];

type Scope = { accountId: string; brandId: string };
interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
interface Explained {
  Plan: PlanNode;
  'Execution Time': number;
}

const ms = (value: number) => `${value.toFixed(1).padStart(8)} ms`;

/** Runs `task` once to warm the cache, then RUNS times; reports the median and the fastest. */
async function time(label: string, task: () => Promise<unknown>) {
  await task();
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await task();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  console.log(`${label.padEnd(44)} median ${ms(samples[Math.floor(RUNS / 2)] ?? 0)}   min ${ms(samples[0] ?? 0)}`);
}

function scans(node: PlanNode): string[] {
  const own = /Scan/.test(node['Node Type'])
    ? [`${node['Node Type']}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

/** An executor that EXPLAINs each statement a query function sends (and answers it with no rows). */
function explaining(db: Executor, label: string): Executor {
  const executor = {
    async execute(query: SQL) {
      const result = await db.execute<{ 'QUERY PLAN': Explained[] }>(
        sql`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${query}`,
      );
      const explained = result.rows[0]?.['QUERY PLAN'][0];
      if (explained) {
        const used = [...new Set(scans(explained.Plan))].join(', ');
        console.log(`  EXPLAIN ${label.padEnd(34)} ${ms(explained['Execution Time'])}   ${used}`);
      }
      return { rows: [] };
    },
  };
  return executor as unknown as Executor;
}

async function explainAll(db: Executor, scope: Scope) {
  for (const timeRange of ['7d', '30d', 'all'] as const) {
    const period = resolvePeriod({ timeRange });
    const windows = { ...period.current, previousFrom: period.previous?.from ?? null };
    await summarize(explaining(db, `summary ${timeRange} (+previous, buckets)`), scope, {
      ...windows,
      series: { granularity: timeRange === 'all' ? 'month' : 'day', timeZone: 'UTC' },
    });
    await findProductGroups(explaining(db, `product groups ${timeRange}`), scope, period.current, period.current.to);
  }
  await findRecentActivity(explaining(db, 'recent activity (limit 10)'), scope, 10);
}

async function timeAll(db: Executor, scope: Scope) {
  const ranges: PeriodQuery['timeRange'][] = ['24h', '7d', '30d', '90d', 'all'];
  for (const timeRange of ranges)
    await time(`GET /api/dashboard/stats ${timeRange}`, () => dashboardStats(db, scope, { timeRange }));
  for (const timeRange of ranges) {
    await time(`GET /api/analytics/products ${timeRange}`, () => productAnalytics(db, scope, { timeRange }));
  }
  for (const timeRange of ['7d', 'all'] as const) {
    await time(`GET /api/dashboard/product-volume ${timeRange}`, () => productVolume(db, scope, { timeRange }));
  }
  await time('GET /api/dashboard/activity limit=10', () => recentActivity(db, scope, 10));
  await time('GET /api/dashboard/activity limit=50', () => recentActivity(db, scope, 50));
  for (const q of ['love', 'customer 4999', '12345', 'zzzz']) {
    await time(`GET /api/search q=${q}`, () => searchBrand(db, scope, q));
  }
}

async function main() {
  const withIndexes = process.argv.includes('--with-indexes');
  const { url, embedded } = await openBenchDatabase(benchRows());
  const handle = connectDatabase(url, 4);
  try {
    await generate(url);
    const brand = await handle.db.execute<{ id: string; account_id: string }>(
      sql`SELECT id, account_id FROM brands WHERE name = 'Bench Brand A'`,
    );
    const row = brand.rows[0];
    if (!row) throw new Error('bench brand missing');
    const scope = { accountId: row.account_id, brandId: row.id };
    const count = await handle.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM comments`);
    console.log(`${count.rows[0]?.n ?? 0} comments; brand A holds half. ${RUNS} runs after a warm-up.\n`);
    console.log(withIndexes ? 'With the recommended indexes (rolled back afterwards):' : 'Schema as migrated:');
    if (!withIndexes) {
      await timeAll(handle.db, scope);
      console.log('');
      await explainAll(handle.db, scope);
      return;
    }
    await handle.db
      .transaction(async (tx) => {
        for (const ddl of RECOMMENDED_INDEXES) await tx.execute(sql.raw(ddl));
        await tx.execute(sql`ANALYZE comments`);
        await timeAll(tx, scope);
        console.log('');
        await explainAll(tx, scope);
        throw new RollBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) throw error;
      });
  } finally {
    await handle.close();
    await embedded?.stop();
  }
}

class RollBack extends Error {}

await main();
