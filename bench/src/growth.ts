import { setTimeout as sleep } from 'node:timers/promises';
import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { freePort, openBenchDatabase, parseRows, type BenchDatabase } from './bench-db.ts';
import { generate, sizesFor } from './generate.ts';
import { collect, cpuMeter, summarize, type Measured } from './load.ts';
import { forgetIngestedReviews, SCENARIOS } from './scenarios.ts';
import { machineLine, startApi } from './stack.ts';
import { table } from './table.ts';

/** The data set sizes of `npm run bench -- --growth` (BENCH_GROWTH_SIZES=10000,50000 for a smoke run). */
const GROWTH_SIZES = (process.env.BENCH_GROWTH_SIZES ?? '10000,100000,1000000').split(',').map(parseRows);
/** p95 at the largest size over p95 at the smallest: at most this, for every row. */
export const GROWTH_TARGET = 1.5;
/**
 * Each row's seconds at a size are split into this many rounds, the sizes taken in turn and in the reverse order
 * the next round (10k, 100k, 1M, then 1M, 100k, 10k): what the shared machine does meanwhile falls on every size.
 */
const ROUNDS = 2;
/** A pause before each round: the previous round's requests still running on a server (a new word at 1M) end first. */
const SETTLE_MS = 1_000;

const API_PORT = Number(process.env.BENCH_PORT ?? 3400);
const CONNECTIONS = 64;
const log = (line: string) => process.stdout.write(`bench: ${line}\n`);

interface SizeStack {
  size: number;
  database: BenchDatabase;
  pool: ReturnType<typeof connectDatabase>;
  api: Awaited<ReturnType<typeof startApi>>;
}

async function openStack(size: number, port: number): Promise<SizeStack> {
  const database = await openBenchDatabase(size);
  const pool = connectDatabase(database.url, 2);
  try {
    const loaded = await generate(database.url, sizesFor(size));
    log(
      `${size.toLocaleString()} comments: ${loaded.skipped ? 'already loaded' : `loaded in ${loaded.seconds.toFixed(1)} s`}`,
    );
    await forgetIngestedReviews(pool.pool);
    const api = await startApi(database.url, port, pool.pool);
    return { size, database, pool, api };
  } catch (error) {
    await pool.close();
    await database.embedded?.stop();
    throw error;
  }
}

async function closeStack({ database, pool, api }: SizeStack) {
  await api.stop();
  await pool.close();
  await database.embedded?.stop();
}

/** One row at one size, pooled over its rounds, with the server's and PostgreSQL's CPU per request. */
interface RowAtSize {
  latencies: number[];
  failed: number;
  seconds: number;
  serverCpuMs: number;
  postgresCpuMs: number;
}

/**
 * `npm run bench -- --growth`: the inbox, search (the repeated one and a new word each request), dashboard stats
 * and transactions rows at 10k, 100k and 1M comments (each size its own data set, loaded when missing, and its own
 * server, all started first), then p95(1M) ÷ p95(10k) per row. Each row runs at every size before the next row,
 * in alternating rounds, so every size is measured after the same rows and in the same minutes: run one size after
 * the other, the 1M transactions row was always the run's last, minutes after its 10k row. Flat means the cost is per
 * request, not per row stored.
 */
export async function runGrowth(secondsFlag: string | undefined) {
  const seconds = Number(secondsFlag ?? 10);
  const rows = SCENARIOS.filter((scenario) => scenario.growth);
  log(`machine: ${machineLine()}`);
  const stacks: SizeStack[] = [];
  try {
    // The smallest size's server on BENCH_PORT, the others on ports the system hands out (BENCH_PORT + 2 may be
    // another bench's).
    for (const [index, size] of GROWTH_SIZES.entries())
      stacks.push(await openStack(size, index === 0 ? API_PORT : await freePort()));
    const measured = new Map<number, Map<string, Measured>>(GROWTH_SIZES.map((size) => [size, new Map()]));
    for (const scenario of rows) {
      const atSize = new Map<SizeStack, RowAtSize>();
      // A row with its own paths (a new word each request) has one rotation per size, continued from round to round:
      // every size is asked the same searches in the same order.
      const paths = new Map(stacks.map((stack) => [stack, scenario.paths?.()]));
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const stack of round % 2 === 0 ? stacks : [...stacks].reverse()) {
          log(`${stack.size.toLocaleString()}: ${scenario.name} (round ${round + 1} of ${ROUNDS})`);
          await sleep(SETTLE_MS);
          const serverCpu = cpuMeter(() => [stack.api.server.child.pid]);
          const postgresCpu = cpuMeter(stack.database.postgresPids);
          const part = await collect(`${stack.api.baseUrl}${scenario.path}`, {
            connections: CONNECTIONS,
            seconds: seconds / ROUNDS,
            headers: stack.api.headers,
            nextPath: paths.get(stack),
          });
          const sum = atSize.get(stack) ?? { latencies: [], failed: 0, seconds: 0, serverCpuMs: 0, postgresCpuMs: 0 };
          atSize.set(stack, {
            latencies: sum.latencies.concat(part.latencies),
            failed: sum.failed + part.failed,
            seconds: sum.seconds + part.seconds,
            serverCpuMs: sum.serverCpuMs + serverCpu.elapsed(),
            postgresCpuMs: sum.postgresCpuMs + postgresCpu.elapsed(),
          });
        }
      }
      for (const [stack, sum] of atSize) {
        const result = summarize(sum.latencies, sum.failed, sum.seconds);
        measured.get(stack.size)?.set(scenario.name, result);
        const perRequest = (spent: number) => (result.requests > 0 ? spent / result.requests : 0).toFixed(3);
        log(
          `${stack.size.toLocaleString()}: ${scenario.name}: p50 ${result.p50.toFixed(1)}, p95 ${result.p95.toFixed(1)}, ` +
            `p99 ${result.p99.toFixed(1)} ms, ${result.perSecond.toFixed(0)} req/s; CPU per request: server ` +
            `${perRequest(sum.serverCpuMs)} ms, PostgreSQL ${perRequest(sum.postgresCpuMs)} ms`,
        );
      }
    }
    printGrowth(rows, measured, seconds);
  } finally {
    for (const stack of stacks) await closeStack(stack);
  }
}

function printGrowth(rows: typeof SCENARIOS, measured: Map<number, Map<string, Measured>>, seconds: number) {
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
  process.stdout.write(
    `\nBizamply growth: ${CONNECTIONS} connections, ${seconds} s per row and size (${ROUNDS} alternating rounds)\n`,
  );
  process.stdout.write(`${table(header, lines)}\n\nmachine: ${machineLine()}\n`);
}
