import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { benchRows, flag, openBenchDatabase } from './bench-db.ts';
import { cpuMeter, hammer } from './load.ts';
import { SCENARIOS } from './scenarios.ts';
import { machineLine, startApi, startHelloWorld } from './stack.ts';
import { table } from './table.ts';

/**
 * `node --import tsx bench/src/overhead.ts [--data-dir D] [--rounds 3] [--only dashboard]`: what a request costs
 * beyond its answer. The bare hello-world (HTTP alone), the API's empty brand route (bench/src/probe-server.ts: every
 * hook, the session and brand check, schemas and reply, no work) and the kept rows of the bench, each under
 * autocannon with 64 connections, one after the other, for several rounds. Per row: req/s and the CPU its server
 * (and PostgreSQL) spent per request, in µs, which moves far less than req/s on a busy machine.
 */
const API_PORT = Number(process.env.BENCH_PORT ?? 3400);
const CONNECTIONS = 64;
const KEPT_ROWS = ['inbox: 50 rows', 'dashboard stats 30d', 'product analytics 30d', 'transactions'];

const log = (line: string) => process.stdout.write(`overhead: ${line}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const rounds = Number(flag('rounds', 'BENCH_ROUNDS') ?? 3);
  const only = flag('only', 'BENCH_ONLY')?.split(',');
  log(`machine: ${machineLine()}`);
  const database = await openBenchDatabase(benchRows());
  const floorDb = connectDatabase(database.url, 2);
  const api = await startApi(database.url, API_PORT, floorDb.pool, 'bench/src/probe-server.ts');
  const hello = await startHelloWorld(API_PORT + 1);
  const rows = [
    { name: 'hello-world (HTTP alone)', url: `http://127.0.0.1:${API_PORT + 1}/`, pid: hello.child.pid, api: false },
    { name: 'empty brand route', url: `${api.baseUrl}/api/bench/empty`, pid: api.server.child.pid, api: true },
    ...SCENARIOS.filter((scenario) => KEPT_ROWS.some((name) => scenario.name.startsWith(name))).map((scenario) => ({
      name: scenario.name,
      url: `${api.baseUrl}${scenario.path}`,
      pid: api.server.child.pid,
      api: true,
    })),
  ].filter((row) => !only || row.name.startsWith('hello') || only.some((word) => row.name.includes(word)));
  const results = new Map(rows.map((row) => [row.name, [] as { perSecond: number; cpu: number; pg: number }[]]));
  try {
    for (const row of rows) await hammer(row.url, { connections: CONNECTIONS, seconds: 1, headers: api.headers });
    for (let round = 1; round <= rounds; round += 1) {
      for (const row of rows) {
        const cpu = cpuMeter(() => [row.pid]);
        const pg = cpuMeter(database.postgresPids);
        const measured = await hammer(row.url, { connections: CONNECTIONS, seconds, headers: api.headers });
        const per = (ms: number) => (measured.requests > 0 ? (ms * 1000) / measured.requests : 0);
        const result = { perSecond: measured.perSecond, cpu: per(cpu.elapsed()), pg: per(pg.elapsed()) };
        results.get(row.name)?.push(result);
        log(
          `round ${round} ${row.name}: ${measured.perSecond.toFixed(0)} req/s, ${result.cpu.toFixed(1)} / ${result.pg.toFixed(1)} µs CPU per request, ${measured.failed} errors`,
        );
      }
    }
  } finally {
    await floorDb.close();
    await Promise.all([api.stop(), hello.stop()]);
    await database.embedded?.stop();
  }
  const ceiling = median(results.get(rows[0]?.name ?? '')?.map((result) => result.perSecond) ?? []);
  const ceilingCpu = median(results.get(rows[0]?.name ?? '')?.map((result) => result.cpu) ?? []);
  const header = ['row', 'req/s (median)', 'of ceiling', 'server CPU µs/req', 'beyond HTTP µs/req', 'PG CPU µs/req'];
  const lines = rows.map((row) => {
    const runs = results.get(row.name) ?? [];
    const perSecond = median(runs.map((run) => run.perSecond));
    const cpu = median(runs.map((run) => run.cpu));
    return [
      row.name,
      perSecond.toFixed(0),
      `${Math.round((perSecond / ceiling) * 100)} %`,
      cpu.toFixed(1),
      row.api ? (cpu - ceilingCpu).toFixed(1) : '',
      row.api ? median(runs.map((run) => run.pg)).toFixed(1) : '',
    ];
  });
  process.stdout.write(`\n${table(header, lines)}\nmachine at the end: ${machineLine()}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`overhead: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
