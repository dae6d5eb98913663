import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, creditLedger } from '../../src/db/schema/index.ts';
import { connectDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { createUserWithBrand, type TestApp } from '../app.ts';
import { creditState, grantCredits, insertComment, uniqueKey } from '../../src/modules/comments/inbox.test-support.ts';
import { startNode } from './child-process.ts';
import { reliabilityScale } from './report.ts';
import { httpClient } from './sending-app.ts';
import { freePort } from '../listening-app.ts';
import { report, runLimited } from './world.ts';

const full = reliabilityScale() === 'full';
/** Paid requests (AI drafts) in flight while PostgreSQL goes away and comes back. */
const DRAFTS = full ? 1_000 : 200;
// Asked of the OS (kept across the restart): two checkouts running the suite at once never share one.
let httpPort = 0;
let pgPort = 0;
const dataDir = path.resolve('.data-test', `pg-restart-${process.pid}`);

// This part stops and starts PostgreSQL, so it owns a cluster instead of sharing the suite's one.
let postgres: EmbeddedDatabase;
let database: DatabaseHandle;
let seeds: TestApp;
const startPostgres = () => startEmbeddedPostgres({ dataDir, port: pgPort, log: () => {} });

beforeAll(async () => {
  [httpPort, pgPort] = [await freePort(), await freePort()];
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  postgres = await startPostgres();
  database = connectDatabase(postgres.connectionString, 4);
  await migrateDatabase(database.db, database.pool);
  const { makeWorkerUtils } = await import('graphile-worker');
  const utils = await makeWorkerUtils({ pgPool: database.pool });
  await utils.migrate();
  await utils.release();
  // The seed helpers only touch `database`: this suite's server is a real process.
  seeds = { database } as unknown as TestApp;
});
afterAll(async () => {
  await database?.close();
  await postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('PostgreSQL restarted under load', () => {
  it('the API recovers by itself, and every paid request is kept exactly once', async () => {
    const started = Date.now();
    const baseUrl = `http://127.0.0.1:${httpPort}`;
    const server = startNode(
      path.resolve(import.meta.dirname, '../../src/main.ts'),
      [],
      {
        DATABASE_URL: postgres.connectionString,
        PORT: String(httpPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        SEED_DEMO: '0',
        WORKER_IN_PROCESS: '1',
        DATA_DIR: '.data-test/pg-restart-server',
        WEB_DIST_DIR: '/nonexistent-web-dist',
      },
      'ready at',
    );
    await server.ready;
    const call = await httpClient(baseUrl);
    const user = await createUserWithBrand(seeds);
    await grantCredits(seeds, user.account.id, DRAFTS * 2);
    const pending = await runLimited(
      Array.from({ length: DRAFTS }, () => () => insertComment(seeds, user)),
      8,
    );

    // Clients: each draft is requested until it gets a 200, always with its own key (a retry, not a new request).
    const queue = pending.map((comment) => ({ id: comment.id, key: uniqueKey('pg') }));
    const codes = new Map<string, number>();
    let restartedAt = 0;
    let recoveredAt = 0;
    const deadline = Date.now() + 180_000;
    const client = async () => {
      const dead = () => server.child.exitCode !== null || server.child.signalCode !== null;
      while (queue.length > 0 && Date.now() < deadline && !dead()) {
        const item = queue.shift();
        if (!item) break;
        const answer = await call('POST', '/api/comments/generate-response', {
          token: user.token,
          brandId: user.brand.id,
          payload: { commentId: item.id, idempotencyKey: item.key },
        }).catch(() => ({ status: 0, body: null }));
        const label = answer.status === 0 ? 'no answer' : String(answer.status);
        codes.set(label, (codes.get(label) ?? 0) + 1);
        if (answer.status === 200) {
          if (restartedAt && !recoveredAt) recoveredAt = Date.now();
        } else {
          queue.push(item);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    const outage = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await postgres.stop();
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      postgres = await startPostgres();
      restartedAt = Date.now();
    })();
    await Promise.all([outage, ...Array.from({ length: 16 }, client)]);
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    const health = await call('GET', '/api/system/health').catch(() => ({ status: 0, body: null }));
    await server.stop();

    const failures: string[] = [];
    const fatal = /fatal: (.*)/.exec(server.output())?.[1] ?? server.output().slice(-300);
    if (!alive) {
      const logFile = path.resolve('.data-test', 'pg-restart-server.log');
      fs.writeFileSync(logFile, server.output());
      failures.push(`the server died: ${fatal} (its output: ${logFile})`);
    }
    if (queue.length > 0) failures.push(`${queue.length} drafts never succeeded`);
    if (health.status !== 200) failures.push(`health answered ${health.status}`);
    const usage = await database.db
      .select({ commentId: creditLedger.commentId, entries: sql<number>`count(*)::int` })
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, user.account.id), eq(creditLedger.type, 'usage')))
      .groupBy(creditLedger.commentId);
    const twice = usage.filter((row) => row.entries > 1).length;
    if (twice) failures.push(`${twice} drafts charged twice`);
    if (usage.length !== DRAFTS) failures.push(`${usage.length} drafts charged of ${DRAFTS}`);
    const [drafted] = await database.db
      .select({ value: sql<number>`count(*)::int` })
      .from(comments)
      .where(and(eq(comments.brandId, user.brand.id), eq(comments.status, 'draft')));
    if (drafted?.value !== DRAFTS) failures.push(`${drafted?.value} drafted of ${DRAFTS}`);
    const state = await creditState(seeds, user.account.id);
    if (state.ledgerSum !== state.available) failures.push(`ledger ${state.ledgerSum} ≠ balance ${state.available}`);

    const histogram = [...codes.entries()].map(([code, count]) => `${code}×${count}`).join(' ');
    report({
      part: 'f. PostgreSQL restart under load',
      checks: [...codes.values()].reduce((sum, count) => sum + count, 0),
      failures: failures.length,
      seconds: (Date.now() - started) / 1000,
      detail: `${DRAFTS} paid drafts, 16 clients, PostgreSQL down 3 s: ${histogram}; first 200 ${recoveredAt ? `${((recoveredAt - restartedAt) / 1000).toFixed(1)} s` : 'never'} after the restart${failures.length ? `; ${failures.join('; ')}` : ', 0 lost, 0 double charges'}`,
    });
    expect(failures).toEqual([]);
  });
});
