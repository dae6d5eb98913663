import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../apps/server/src/db/embedded.ts';
import { evictFromOsCache } from './os-cache.ts';

/** Where the 1M-comment set is kept when no data folder is given (gitignored). */
export const BENCH_DATA_DIR = path.resolve(import.meta.dirname, '../.data');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `--name value`, `--name=value` or the environment variable; undefined when neither is given. */
export function flag(name: string, env: string, argv: string[] = process.argv): string | undefined {
  const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return process.env[env];
  return argv[index]?.includes('=') ? argv[index]?.split('=').slice(1).join('=') : argv[index + 1];
}

/**
 * The data folder of a data set: `--data-dir` / BENCH_DATA_DIR (a disk with room: 10M comments take ~20 GB)
 * holds one folder per size; without it the 1M set lives in bench/.data and smaller ones in <tmp>.
 */
export function benchDataDir(rows: number): string {
  const base = flag('data-dir', 'BENCH_DATA_DIR');
  if (base) return path.join(path.resolve(base), `comments-${rows}`);
  return rows === 1_000_000 ? BENCH_DATA_DIR : path.join(os.tmpdir(), `bizamply-bench-${rows}`);
}

export interface BenchDatabase {
  url: string;
  embedded: EmbeddedDatabase | null;
  /** The PostgreSQL processes (postmaster and backends) of an embedded database, for CPU accounting. */
  postgresPids: () => number[];
}

function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ');
      if (Number(fields?.[1]) === parent) pids.push(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return pids;
}

/** The benchmark database: BENCH_DATABASE_URL, or an embedded PostgreSQL kept between runs (benchDataDir). */
export async function openBenchDatabase(rows = 1_000_000): Promise<BenchDatabase> {
  if (process.env.BENCH_DATABASE_URL) {
    return { url: process.env.BENCH_DATABASE_URL, embedded: null, postgresPids: () => [] };
  }
  const dataDir = benchDataDir(rows);
  fs.mkdirSync(dataDir, { recursive: true });
  const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), log: () => {} });
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const postmaster = () => Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  return {
    url: embedded.connectionString,
    embedded,
    postgresPids: () => {
      try {
        const pid = postmaster();
        return [pid, ...childrenOf(pid)];
      } catch {
        return [];
      }
    },
  };
}

/**
 * The embedded database stopped, its files dropped from the operating system's cache (os-cache.ts) and started
 * again: PostgreSQL's buffers and the OS cache both empty of the set, as on the day's first start.
 */
export async function reopenFromDisk(rows: number, database: BenchDatabase) {
  if (!database.embedded)
    throw new Error('--cold evicts the embedded set: with BENCH_DATABASE_URL add --keep-os-cache');
  await database.embedded.stop();
  const evicted = evictFromOsCache(benchDataDir(rows));
  return { database: await openBenchDatabase(rows), evicted };
}

/** A data set size: `--rows 50000` / `--rows=50_000` or BENCH_ROWS, default 1,000,000 comments. */
export function parseRows(raw: string | undefined): number {
  const rows = raw === undefined ? 1_000_000 : Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(rows) || rows < 1_000)
    throw new Error(`--rows / BENCH_ROWS must be a whole number ≥ 1000, not ${raw}`);
  return rows;
}

/** The data set size of this run (see parseRows). */
export function benchRows(argv: string[] = process.argv): number {
  return parseRows(flag('rows', 'BENCH_ROWS', argv));
}
