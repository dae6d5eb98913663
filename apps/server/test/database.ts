import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client.ts';

export const TEMPLATE_DATABASE = 'bizamply_test_template';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A fresh, migrated database of its own for one test file (cloned from the template: ~50 ms). */
export async function createTestDatabase(): Promise<DatabaseHandle & { name: string }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `bizamply_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const handle = connectDatabase(withDatabase(adminUrl, name), 5);
  return {
    ...handle,
    name,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await dropper.end();
    },
  };
}
