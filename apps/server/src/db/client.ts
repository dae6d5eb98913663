import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;
/** A database handle or a transaction on it: queries accept either, so callers can pass `tx` through. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  connectionString: string;
  close: () => Promise<void>;
}

export function connectDatabase(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client dropped by the server (restart, failover) must not crash the process.
  pool.on('error', () => {});
  // pg stops listening for a client's errors while it is checked out; a connection the server drops at that
  // moment would otherwise be an unhandled 'error' event that kills the process. The query itself still fails.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  return { db, pool, connectionString, close: () => pool.end() };
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
