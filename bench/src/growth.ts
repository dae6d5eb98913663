import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { openBenchDatabase, parseRows } from './bench-db.ts';
import { generate, sizesFor } from './generate.ts';
import { hammer, type Measured } from './load.ts';
import { forgetIngestedReviews, SCENARIOS } from './scenarios.ts';
import { machineLine, startApi } from './stack.ts';
import { table } from './table.ts';

/** The data set sizes of `npm run bench -- --growth` (BENCH_GROWTH_SIZES=10000,50000 for a smoke run). */
const GROWTH_SIZES = (process.env.BENCH_GROWTH_SIZES ?? '10000,100000,1000000').split(',').map(parseRows);
/** p95 at the largest size over p95 at the smallest: at most this, for every row. */
export const GROWTH_TARGET = 1.5;

const API_PORT = Number(process.env.BENCH_PORT ?? 3400);
const CONNECTIONS = 64;
const log = (line: string) => process.stdout.write(`bench: ${line}\n`);

/**
 * `npm run bench -- --growth`: the inbox, search (the repeated one and a new word each request), dashboard stats
 * and transactions rows at 10k, 100k and 1M comments, one size after the other in one run (each with its own data
 * set, loaded when missing, and its own server), then p95(1M) ÷ p95(10k) per row. Flat means the cost is per
 * request, not per row stored.
 */
export async function runGrowth(secondsFlag: string | undefined) {
  const seconds = Number(secondsFlag ?? 10);
  const rows = SCENARIOS.filter((scenario) => scenario.growth);
  log(`machine: ${machineLine()}`);
  const measured = new Map<number, Map<string, Measured>>();
  for (const size of GROWTH_SIZES) {
    const database = await openBenchDatabase(size);
    const pool = connectDatabase(database.url, 2);
    try {
      const loaded = await generate(database.url, sizesFor(size));
      log(
        `${size.toLocaleString()} comments: ${loaded.skipped ? 'already loaded' : `loaded in ${loaded.seconds.toFixed(1)} s`}`,
      );
      await forgetIngestedReviews(pool.pool);
      const api = await startApi(database.url, API_PORT, pool.pool);
      try {
        const bySize = new Map<string, Measured>();
        for (const scenario of rows) {
          log(`${size.toLocaleString()}: ${scenario.name}`);
          const url = `${api.baseUrl}${scenario.path}`;
          // A row with its own paths (a new word each request) starts its rotation afresh at each size: every size
          // is asked the same searches in the same order.
          const nextPath = scenario.paths?.();
          bySize.set(
            scenario.name,
            await hammer(url, { connections: CONNECTIONS, seconds, headers: api.headers, nextPath }),
          );
        }
        measured.set(size, bySize);
      } finally {
        await api.stop();
      }
    } finally {
      await pool.close();
      await database.embedded?.stop();
    }
  }

  const smallest = GROWTH_SIZES[0] ?? 0;
  const largest = GROWTH_SIZES[GROWTH_SIZES.length - 1] ?? smallest;
  const lines = rows.map((scenario) => {
    const at = (size: number) => measured.get(size)?.get(scenario.name);
    const growth = (at(largest)?.p95 ?? 0) / (at(smallest)?.p95 || 1);
    const failed = GROWTH_SIZES.reduce((sum, size) => sum + (at(size)?.failed ?? 0), 0);
    return [
      scenario.name,
      ...GROWTH_SIZES.map((size) => `${at(size)?.p95.toFixed(1)} ms (${at(size)?.perSecond.toFixed(0)} req/s)`),
      growth.toFixed(2),
      String(failed),
      growth <= GROWTH_TARGET && failed === 0 ? 'met' : 'not met',
    ];
  });
  const header = [
    'row',
    ...GROWTH_SIZES.map((size) => `p95 at ${size.toLocaleString()}`),
    `p95 ${largest.toLocaleString()} ÷ ${smallest.toLocaleString()}`,
    'errors',
    `target ≤ ${GROWTH_TARGET}`,
  ];
  process.stdout.write(`\nBizamply growth: ${CONNECTIONS} connections, ${seconds} s per row and size\n`);
  process.stdout.write(`${table(header, lines)}\n\nmachine: ${machineLine()}\n`);
}
