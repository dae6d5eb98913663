import { createHash } from 'node:crypto';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.ts';

/** The drizzle handle; `$client` is its pool, for the constant-text hot reads of reads.ts. */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or a transaction on it: queries accept either, so callers can pass `tx` through. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  connectionString: string;
  close: () => Promise<void>;
}

/** Distinct statement texts that get a server-side prepared statement; the rest run unnamed. */
const PREPARED_LIMIT = 2_000;
const statementNames = new Map<string, string>();

/** The prepared statement's name of a text; undefined once PREPARED_LIMIT texts are named (it then runs unnamed). */
export function statementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known || statementNames.size >= PREPARED_LIMIT) return known;
  const name = `s${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  statementNames.set(text, name);
  return name;
}

/**
 * Parameterised statements become named prepared statements on each pooled connection, so PostgreSQL
 * parses and plans a repeated query once per connection instead of on every request (planning was
 * ~0.5–1.5 ms of the inbox's and dashboard's ~2 ms per query). Only statements with parameters: those
 * are single commands by construction (a prepared statement cannot hold several, as migrations do).
 * The values come in the config (`{ text, values }`) or, as drizzle passes them, as the second argument.
 */
function prepareRepeatedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (typeof config === 'object' && config !== null && !('submit' in config)) {
      const { text, name } = config as { text?: unknown; name?: unknown };
      const values = (config as { values?: unknown }).values ?? rest[0];
      if (name === undefined && typeof text === 'string' && Array.isArray(values) && values.length > 0) {
        const prepared = statementName(text);
        if (prepared) return query({ ...config, name: prepared }, ...rest);
      }
    }
    return query(config, ...rest);
  };
}

export function connectDatabase(connectionString: string, poolSize = 10): DatabaseHandle {
  // Connections stay open once made (pg closes an idle one after 10 s by default): a new one costs a fork, an
  // authentication and the backend's first look at every table and index a query plans with, all paid by the first
  // request after a quiet moment (issue 15, docs/performance.md "Issue 15, third pass").
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 0 });
  // An idle client dropped by the server (restart, failover) must not crash the process.
  pool.on('error', () => {});
  // pg stops listening for a client's errors while it is checked out; a connection the server drops at that
  // moment would otherwise be an unhandled 'error' event that kills the process. The query itself still fails.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    prepareRepeatedStatements(client);
  });
  const db = drizzle(pool, { schema });
  return { db, pool, connectionString, close: () => pool.end() };
}

/** The tables every request plans with: a new backend reads their and their indexes' descriptions once. */
const HOT_TABLES = [
  'sessions',
  'users',
  'brands',
  'comments',
  'comment_counts',
  'comment_versions',
  'comment_daily_rollups',
  'comment_hourly_rollups',
  'credit_accounts',
  'credit_ledger',
  'credit_ledger_counts',
  'credit_ledger_versions',
];
const WARM_UP = `SELECT ${HOT_TABLES.map((table) => `(SELECT 1 FROM ${table} LIMIT 0)`).join(', ')}`;

/**
 * Opens the pool's connections at start and has each plan a query over the hot tables, so the first requests find
 * connections ready, with what PostgreSQL caches per backend already loaded.
 */
export async function warmPool(pool: pg.Pool, size: number): Promise<void> {
  // Queued at once, so the pool opens a connection for each (up to its size) rather than reusing one; never holds
  // a client, so a pool partly taken (the in-process worker) only waits. A failure is the first request's to meet.
  await Promise.all(Array.from({ length: size }, () => pool.query(WARM_UP))).catch(() => {});
}

/** Fails fast with a readable reason when the database cannot be reached. */
export async function assertReachable(pool: pg.Pool): Promise<void> {
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the database cannot be reached (${reason}); check DATABASE_URL`);
  }
}
