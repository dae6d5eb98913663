import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  GOOGLE_BUSINESS_DEMO,
  GOOGLE_DEMO_REVIEWS,
  googleDemoReviewName,
} from '@bizamply/contracts/platforms/google_business';
import { createTestDatabase } from '../../test/database.ts';
import {
  automationRules,
  brands,
  comments,
  connections,
  creditAccounts,
  creditLedger,
  draftOutcomes,
  loginHistory,
  shopCustomers,
  sessions,
  users,
} from '../db/schema/index.ts';
import { createCipher } from '../lib/secrets.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { customerSummary } from '../modules/admin-customers/admin-customers.queries.ts';
import { dryRunRule } from '../modules/automation/dry-run.service.ts';
import { DEMO_CUSTOMERS } from './demo-customers.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureAdministrator, seedDemoIfEmpty } from './seed.ts';

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
    expect(allUsers.map((user) => user.email).sort()).toEqual(
      ['admin@bizamply.test', DEMO_EMAIL, ...DEMO_CUSTOMERS.map((customer) => customer.email)].sort(),
    );
    const demo = allUsers.find((user) => user.email === DEMO_EMAIL);
    expect(demo?.firstimeSetup).toBe(1);
    expect(await verifyPassword(demo?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('gives the demo two brands with connections and a few hundred items across platforms and states', async () => {
    const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const demoBrands = await database.db
      .select()
      .from(brands)
      .where(eq(brands.accountId, demo?.accountId ?? ''));
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

  it('shows a WhatsApp message that can be answered, and a review its sender left for Send via Both', async () => {
    const whatsapp = await database.db.select().from(comments).where(eq(comments.platform, 'whatsapp'));
    const message = whatsapp.find((row) => row.reviewerName === 'Lena Fischer');
    expect(message).toMatchObject({ status: 'pending', metadata: { from: '4915123456789' } });
    expect(Date.now() - (message?.postedAt.getTime() ?? 0)).toBeLessThan(24 * 60 * 60 * 1000);
    const reviews = await database.db.select().from(comments).where(eq(comments.platform, 'judgeme'));
    const review = reviews.find((row) => row.reviewerName === 'Lena Fischer');
    expect(review).toMatchObject({ status: 'draft', metadata: { customerPhone: '4915123456789' } });
    expect(review?.draftContent).toBeTruthy();
  });

  it('connects a Google location on the first brand, with the reviews the simulator serves, replied and not', async () => {
    const [google] = await database.db.select().from(connections).where(eq(connections.platform, 'google_business'));
    expect(google).toMatchObject({
      externalId: GOOGLE_BUSINESS_DEMO.locationId,
      metadata: { account: GOOGLE_BUSINESS_DEMO.account },
    });
    const credentials = JSON.parse(createCipher(Buffer.alloc(32, 7)).decrypt(google?.credentialsEnc ?? ''));
    expect(credentials).toMatchObject({ refreshToken: GOOGLE_BUSINESS_DEMO.token });
    const reviews = await database.db.select().from(comments).where(eq(comments.platform, 'google_business'));
    expect(reviews).toHaveLength(GOOGLE_DEMO_REVIEWS.length);
    for (const entry of GOOGLE_DEMO_REVIEWS) {
      const row = reviews.find((review) => review.externalId === googleDemoReviewName(entry));
      expect(row).toMatchObject({ rating: entry.rating, reviewerName: entry.reviewer, brandId: google?.brandId });
      if (entry.reply) expect(row).toMatchObject({ status: 'sent', sentContent: entry.reply.text });
      else expect(row?.status).not.toBe('sent');
    }
    expect(new Set(reviews.map((review) => review.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
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

const CUSTOMER_EMAILS = DEMO_CUSTOMERS.map((customer) => customer.email);

describe('demo customers for the administrator', () => {
  it('understands every demo item, knows the shops’ customers and has a history of AI draft quality', async () => {
    const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const accountId = demo?.accountId ?? '';
    const items = await database.db.select().from(comments).where(eq(comments.accountId, accountId));
    expect(items.every((item) => item.signalsVersion !== null && item.intent !== null)).toBe(true);
    expect(items.filter((item) => item.isSpam).every((item) => item.status === 'pending')).toBe(true);
    expect(items.find((item) => item.content.startsWith('FREE FOLLOWERS'))?.isSpam).toBe(true);
    const story = items.find(
      (item) => item.content === 'Ordered 10 days ago and still nothing. Hello??' && item.platform === 'facebook',
    );
    expect(story).toMatchObject({ knownCustomer: true, intent: 'delivery_complaint', status: 'pending' });
    expect(items.find((item) => item.content.startsWith('Trop beau'))?.detectedLanguage).toBe('fr');
    const customers = await database.db.select().from(shopCustomers).where(eq(shopCustomers.accountId, accountId));
    expect(customers.length).toBeGreaterThanOrEqual(14);
    const outcomes = await database.db.select().from(draftOutcomes).where(eq(draftOutcomes.accountId, accountId));
    expect(outcomes.length).toBe(items.filter((item) => item.status === 'sent').length);
    expect(new Set(outcomes.map((outcome) => outcome.outcome))).toEqual(new Set(['unchanged', 'edited', 'discarded']));
  });

  it('has two sensible rules per brand, both off, whose dry run shows results; the built-in hold is applied', async () => {
    const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const accountId = demo?.accountId ?? '';
    const rules = await database.db.select().from(automationRules).where(eq(automationRules.accountId, accountId));
    expect(rules).toHaveLength(4);
    expect(rules.every((rule) => !rule.enabled)).toBe(true);
    const items = await database.db.select().from(comments).where(eq(comments.accountId, accountId));
    expect(items.every((item) => item.automatedRevision === item.revision)).toBe(true);
    const held = items.filter((item) => item.heldReason !== null && item.status !== 'sent');
    expect(held.length).toBeGreaterThan(0);
    expect(held.filter((item) => item.heldReason === 'low_rating').every((item) => (item.rating ?? 5) <= 2)).toBe(true);
    expect(items.find((item) => item.content.startsWith('FREE FOLLOWERS'))?.heldReason).toBe('spam');
    for (const rule of rules) {
      const dry = await dryRunRule(database.db, { accountId, brandId: rule.brandId }, rule.id);
      expect(dry.matched, rule.name).toBeGreaterThan(0);
      expect(dry.examples.length, rule.name).toBeGreaterThan(0);
    }
    // Nothing was drafted, sent or charged by automation.
    const automatic = await database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, accountId), isNull(creditLedger.userId)));
    expect(automatic).toEqual([]);
  });

  it('leaves the demo account exactly as it was seeded before the other customers existed', async () => {
    const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    const accountId = demo?.accountId ?? '';
    const count = async (table: typeof brands | typeof connections | typeof comments | typeof creditLedger) => {
      const [row] = await database.db
        .select({ value: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.accountId, accountId));
      return row?.value;
    };
    const [balance] = await database.db.select().from(creditAccounts).where(eq(creditAccounts.accountId, accountId));
    const logins = await database.db.select().from(loginHistory).where(eq(loginHistory.accountId, accountId));
    expect({
      brands: await count(brands),
      connections: await count(connections),
      comments: await count(comments),
      ledger: await count(creditLedger),
      totalCredits: balance?.totalCredits,
      usedCredits: balance?.usedCredits,
      logins: logins.length,
    }).toEqual({
      brands: 2,
      // Ten, and the Google location of the first brand (issue 18).
      connections: 11,
      // 360 generated items, 7 issue-17 stories, a spam comment for the second brand (issue 16), Lena Fischer's
      // WhatsApp message and her drafted review (issue 19), and the location's 20 Google reviews (issue 18).
      comments: 390,
      // The 10 answered Google reviews add a generate and a send entry each (1 + 2 credits).
      ledger: 581,
      totalCredits: 1100,
      usedCredits: 892,
      logins: 0,
    });
  });

  it('adds a dozen password-less customers with mixed plans and states, spread over eight months', async () => {
    const rows = await database.db.select().from(users).where(inArray(users.email, CUSTOMER_EMAILS));
    expect(rows).toHaveLength(DEMO_CUSTOMERS.length);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.every((row) => row.passwordHash === null && row.role === 'user')).toBe(true);
    expect(rows.filter((row) => row.status === 'inactive')).toHaveLength(2);
    expect(rows.filter((row) => row.status === 'banned')).toHaveLength(1);
    expect(new Set(rows.map((row) => row.accountType))).toEqual(new Set(['free', 'basic', 'premium', 'enterprise']));
    const ages = rows.map((row) => (Date.now() - row.createdAt.getTime()) / (24 * 60 * 60 * 1000));
    expect(Math.max(...ages)).toBeGreaterThan(200);
    expect(Math.min(...ages)).toBeLessThan(30);

    const accountIds = rows.map((row) => row.accountId);
    expect(new Set(accountIds).size).toBe(rows.length);
    const customerBrands = await database.db.select().from(brands).where(inArray(brands.accountId, accountIds));
    expect(new Set(customerBrands.map((brand) => brand.accountId)).size).toBeGreaterThanOrEqual(rows.length - 1);
    const customerConnections = await database.db
      .select()
      .from(connections)
      .where(inArray(connections.accountId, accountIds));
    expect(customerConnections).toHaveLength(0);

    const summary = await customerSummary(database.db, 'admin@bizamply.test');
    expect(summary).toMatchObject({ total: rows.length + 1, inactive: 2, banned: 1, active: rows.length - 2 });
  });

  it('gives them ledgers that agree with their balances, and sign-in histories with failures', async () => {
    const rows = await database.db.select().from(users).where(inArray(users.email, CUSTOMER_EMAILS));
    for (const row of rows) {
      const [ledger] = await database.db
        .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int`, count: sql<number>`count(*)::int` })
        .from(creditLedger)
        .where(eq(creditLedger.accountId, row.accountId));
      const [balance] = await database.db
        .select()
        .from(creditAccounts)
        .where(eq(creditAccounts.accountId, row.accountId));
      expect(ledger?.sum).toBe((balance?.totalCredits ?? 0) - (balance?.usedCredits ?? 0));
      expect(ledger?.sum).toBeGreaterThan(0);
      expect(ledger?.count).toBeGreaterThanOrEqual(1);
    }
    const ids = rows.map((row) => row.id);
    const history = await database.db.select().from(loginHistory).where(inArray(loginHistory.userId, ids));
    expect(history.some((entry) => entry.success)).toBe(true);
    expect(history.some((entry) => !entry.success)).toBe(true);
    expect(history.every((entry) => entry.ipAddress && entry.userAgent)).toBe(true);
    const signedIn = new Set(history.filter((entry) => entry.success).map((entry) => entry.userId));
    const neverSignedIn = DEMO_CUSTOMERS.filter((customer) => customer.lastLoginDaysAgo === null).length;
    expect(signedIn.size).toBe(rows.length - neverSignedIn);

    const live = await database.db
      .select()
      .from(sessions)
      .where(and(inArray(sessions.userId, ids), isNull(sessions.revokedAt)));
    const online = DEMO_CUSTOMERS.filter((customer) => customer.lastLoginDaysAgo === 0);
    expect(live).toHaveLength(online.length);
    expect(online.length).toBeGreaterThanOrEqual(1);
  });

  it('seeds the same customers, ledgers and histories every time for the same clock', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const snapshot = async () => {
      const fresh = await createTestDatabase();
      try {
        const cipher = createCipher(Buffer.alloc(32, 7));
        const options = { adminEmail: 'admin@bizamply.test', adminPassword: 'Admin#2026!', now };
        expect(await seedDemoIfEmpty(fresh.db, fresh.pool, cipher, options)).toBe(true);
        const { rows } = await fresh.pool.query(
          `select u.email, u.status, u.account_type, u.created_at, u.email_verified_at,
             (select json_agg(json_build_object('key', l.idempotency_key, 'type', l.type, 'delta', l.delta,
                'platform', l.platform, 'at', l.created_at) order by l.idempotency_key)
              from credit_ledger l where l.account_id = u.account_id) as ledger,
             (select json_agg(json_build_object('ok', h.success, 'ip', h.ip_address, 'agent', h.user_agent,
                'at', h.created_at) order by h.created_at, h.success)
              from login_history h where h.user_id = u.id) as logins,
             (select json_agg(b.name order by b.name) from brands b where b.account_id = u.account_id) as brands
           from users u where u.email = any($1) order by u.email`,
          [CUSTOMER_EMAILS],
        );
        return rows;
      } finally {
        await fresh.close();
      }
    };
    const first = await snapshot();
    expect(first).toHaveLength(DEMO_CUSTOMERS.length);
    expect(await snapshot()).toEqual(first);
  }, 60_000);
});

describe('the administrator without the demo (production: SEED_DEMO off)', () => {
  it('is created once from ADMIN_EMAIL / ADMIN_PASSWORD, even when two servers race, and never changed after', async () => {
    const fresh = await createTestDatabase();
    try {
      const options = { adminEmail: 'Ops@Bizamply.example', adminPassword: 'kT7#vLq9!wZp2@Rm' };
      const results = await Promise.all([
        ensureAdministrator(fresh.db, fresh.pool, options),
        ensureAdministrator(fresh.db, fresh.pool, options),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const later = { adminEmail: 'ops@bizamply.example', adminPassword: 'Another#Password99' };
      expect(await ensureAdministrator(fresh.db, fresh.pool, later)).toBe(false);
      const rows = await fresh.db.select().from(users);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'Ops@Bizamply.example', role: 'super_admin', firstimeSetup: 1 });
      expect(rows[0]?.emailVerifiedAt).not.toBeNull();
      expect(await verifyPassword(rows[0]?.passwordHash ?? '', options.adminPassword)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
