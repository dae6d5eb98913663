import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.ts';
import { connectDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { TEMPLATE_DATABASE } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * One real PostgreSQL for the whole run: the embedded one (a throwaway cluster) or, with
 * TEST_DATABASE_URL / DATABASE_URL, an external server. A template database is migrated once; every
 * test file clones it.
 */
export default async function setup(project: TestProject) {
  const externalUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  let embedded: EmbeddedDatabase | null = null;
  let adminUrl: string;
  let dataDir: string | null = null;
  if (externalUrl) {
    adminUrl = externalUrl;
  } else {
    dataDir = path.resolve('.data-test', `run-${process.pid}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), log: () => {} });
    adminUrl = embedded.connectionString;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const template = connectDatabase(withDatabase(adminUrl, TEMPLATE_DATABASE), 2);
  await migrateDatabase(template.db, template.pool);
  // graphile-worker's schema is part of the template too, so cloned databases need no migration.
  const { makeWorkerUtils } = await import('graphile-worker');
  const utils = await makeWorkerUtils({ pgPool: template.pool });
  await utils.migrate();
  await utils.release();
  await template.close();

  project.provide('adminDatabaseUrl', adminUrl);

  return async () => {
    await embedded?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
