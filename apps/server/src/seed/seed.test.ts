import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/database.ts';
import { brands, comments, connections, creditAccounts, creditLedger, users } from '../db/schema/index.ts';
import { createCipher } from '../lib/secrets.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoIfEmpty } from './seed.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('demo seed', () => {
  it('seeds the demo account and administrator once, even when two servers race', async () => {
    const cipher = createCipher(Buffer.alloc(32, 7));
    const options = { adminEmail: 'admin@bizamply.test', adminPassword: 'Admin#2026!' };
    const results = await Promise.all([
      seedDemoIfEmpty(database.db, database.pool, cipher, options),
      seedDemoIfEmpty(database.db, database.pool, cipher, options),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await seedDemoIfEmpty(database.db, database.pool, cipher, options)).toBe(false);

    const allUsers = await database.db.select().from(users);
    expect(allUsers.map((user) => user.email).sort()).toEqual(['admin@bizamply.test', DEMO_EMAIL]);
    const demo = allUsers.find((user) => user.email === DEMO_EMAIL);
    expect(demo?.firstimeSetup).toBe(1);
    expect(await verifyPassword(demo?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('gives the demo two brands with connections and a few hundred items across platforms and states', async () => {
    const demoBrands = await database.db.select().from(brands);
    expect(demoBrands).toHaveLength(2);
    const connectionCount = await database.db.select({ count: sql<number>`count(*)::int` }).from(connections);
    expect(connectionCount[0]?.count).toBeGreaterThanOrEqual(8);

    const byState = await database.db
      .select({ status: comments.status, platform: comments.platform, count: sql<number>`count(*)::int` })
      .from(comments)
      .groupBy(comments.status, comments.platform);
    const total = byState.reduce((sum, row) => sum + row.count, 0);
    expect(total).toBeGreaterThanOrEqual(300);
    expect(new Set(byState.map((row) => row.status))).toEqual(new Set(['pending', 'draft', 'sent']));
    expect(new Set(byState.map((row) => row.platform)).size).toBeGreaterThanOrEqual(5);
  });

  it('keeps the ledger and the balance in agreement', async () => {
    const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const accountId = demo?.accountId ?? '';
    const [ledger] = await database.db
      .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
      .from(creditLedger)
      .where(eq(creditLedger.accountId, accountId));
    const [balance] = await database.db.select().from(creditAccounts).where(eq(creditAccounts.accountId, accountId));
    expect(balance).toBeDefined();
    expect(ledger?.sum).toBe((balance?.totalCredits ?? 0) - (balance?.usedCredits ?? 0));
    expect(ledger?.sum).toBeGreaterThan(0);
  });
});
