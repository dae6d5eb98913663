import fs from 'node:fs';
import net from 'node:net';
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

/** The benchmark database: BENCH_DATABASE_URL, or an embedded PostgreSQL kept in bench/.data between runs. */
export async function openBenchDatabase(): Promise<{ url: string; embedded: EmbeddedDatabase | null }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, embedded: null };
  fs.mkdirSync(BENCH_DATA_DIR, { recursive: true });
  const embedded = await startEmbeddedPostgres({ dataDir: BENCH_DATA_DIR, port: await freePort(), log: () => {} });
  return { url: embedded.connectionString, embedded };
}
