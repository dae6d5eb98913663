import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../apps/server/src/db/embedded.ts';

export const BENCH_DATA_DIR = path.resolve(import.meta.dirname, '../.data');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The benchmark database: BENCH_DATABASE_URL, or an embedded PostgreSQL kept between runs in bench/.data
 * (the full 1M-comment set) or <tmp>/bizamply-bench-<rows> (smaller sets, e.g. a 50k smoke run).
 */
export async function openBenchDatabase(rows = 1_000_000): Promise<{ url: string; embedded: EmbeddedDatabase | null }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, embedded: null };
  const dataDir = rows === 1_000_000 ? BENCH_DATA_DIR : path.join(os.tmpdir(), `bizamply-bench-${rows}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), log: () => {} });
  return { url: embedded.connectionString, embedded };
}

/** The data set size: `--rows 50000` / `--rows=50000` or BENCH_ROWS, default 1,000,000 comments. */
export function benchRows(argv: string[] = process.argv): number {
  const index = argv.findIndex((arg) => arg === '--rows' || arg.startsWith('--rows='));
  const raw = index < 0 ? process.env.BENCH_ROWS : (argv[index]?.split('=')[1] ?? argv[index + 1]);
  const rows = raw === undefined ? 1_000_000 : Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(rows) || rows < 1_000)
    throw new Error(`--rows / BENCH_ROWS must be a whole number ≥ 1000, not ${raw}`);
  return rows;
}
