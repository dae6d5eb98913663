import { sql } from 'drizzle-orm';
import { DEMO_PLATFORM_IDS, type Platform } from '@bizamply/contracts';
import type pg from 'pg';
import type { Database, Executor } from '../db/client.ts';
import {
  accounts,
  brands,
  comments,
  connections,
  creditSettings,
  draftOutcomes,
  shopCustomers,
  users,
} from '../db/schema/index.ts';
import type { Cipher } from '../lib/secrets.ts';
import { hashPassword } from '../lib/passwords.ts';
import { appendLedgerEntry } from '../modules/credits/credit.ledger.ts';
import { CREDIT_DEFAULTS } from '../modules/credits/credit.defaults.ts';
import { buildDemoComments, buildWhatsAppConversation } from './demo-comments.ts';
import { demoGoogleConnection, demoGoogleReviews } from './demo-google-reviews.ts';
import { seedDemoProducts } from './demo-products.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import { BRAND_CATALOGS, BRAND_PLATFORMS, createRandom } from './demo-catalog.ts';
import { demoOutcome, demoShopCustomers, seededItems, signalColumns } from './demo-signals.ts';
import { demoStories } from './demo-stories.ts';
import { evaluateDemoItems, seedDemoRules } from './demo-rules.ts';

export const DEMO_EMAIL = 'demo@bizamply.test';
export const DEMO_PASSWORD = 'Demo#2026!';
const SEED_LOCK_ID = 727_274_002;

/** The ids the simulator knows the demo's accounts by, so webhooks and polling match the seeded connections. */
function demoExternalId(platform: Platform, brandIndex: number, shopDomain: string): string {
  const known = DEMO_PLATFORM_IDS[brandIndex]?.[platform as keyof (typeof DEMO_PLATFORM_IDS)[number]];
  return known ?? shopDomain;
}
const HOUR = 60 * 60 * 1000;

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  now?: Date;
}

/**
 * Seeds the demo account and the administrator when the database has no users. Runs under an advisory
 * lock and in one transaction, so parallel servers seed once and a failure leaves nothing half-made.
 */
export async function seedDemoIfEmpty(
  db: Database,
  pool: pg.Pool,
  cipher: Cipher,
  options: SeedOptions,
): Promise<boolean> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_ID]);
    const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
    if (count > 0) return false;
    await seedDemo(db, cipher, options);
    return true;
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_ID]).catch(() => {});
    lockHolder.release();
  }
}

/** The administrator's own account (the spec's super_admin, ADMIN_EMAIL). */
async function insertAdministrator(db: Executor, options: { adminEmail: string; passwordHash: string; now: Date }) {
  const [adminAccount] = await db.insert(accounts).values({ companyName: 'Bizamply' }).returning();
  if (!adminAccount) throw new Error('account insert failed');
  await db.insert(users).values({
    accountId: adminAccount.id,
    email: options.adminEmail,
    firstName: 'Ada',
    lastName: 'Admin',
    passwordHash: options.passwordHash,
    role: 'super_admin',
    accountType: 'enterprise',
    emailVerifiedAt: options.now,
    firstimeSetup: 1,
  });
}

/**
 * Creates the administrator (ADMIN_EMAIL / ADMIN_PASSWORD) when no user has that address yet: a deployment without
 * the demo seed (production) still has its administrator. An existing one is never changed (their password may have
 * been changed since). Under the seed's advisory lock, so parallel servers create it once.
 */
export async function ensureAdministrator(
  db: Database,
  pool: pg.Pool,
  options: Omit<SeedOptions, 'now'>,
): Promise<boolean> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_ID]);
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${options.adminEmail})`);
    if (existing) return false;
    const passwordHash = await hashPassword(options.adminPassword);
    await db.transaction((tx) => insertAdministrator(tx, { ...options, passwordHash, now: new Date() }));
    return true;
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_ID]).catch(() => {});
    lockHolder.release();
  }
}

async function seedDemo(db: Database, cipher: Cipher, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const random = createRandom(2026);
  const [demoHash, adminHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(options.adminPassword)]);

  await db.transaction(async (tx) => {
    await tx
      .insert(creditSettings)
      .values({ ...CREDIT_DEFAULTS, updatedBy: 'system', metadata: { reason: 'initial defaults' } });

    await insertAdministrator(tx, { adminEmail: options.adminEmail, passwordHash: adminHash, now });
    const [demoAccount] = await tx
      .insert(accounts)
      .values({ companyName: 'Northwind Trading Co.', companySize: '11-50', industry: 'Retail' })
      .returning();
    if (!demoAccount) throw new Error('account insert failed');
    const [demoUser] = await tx
      .insert(users)
      .values({
        accountId: demoAccount.id,
        email: DEMO_EMAIL,
        firstName: 'Dana',
        lastName: 'Demo',
        passwordHash: demoHash,
        // Premium: the demo answers Instagram, Facebook and TikTok comments, which Basic leaves out.
        accountType: 'premium',
        emailVerifiedAt: now,
        firstimeSetup: 1,
        shopifyDomain: BRAND_CATALOGS[0]?.domain ?? null,
        shopifySessionId: `offline_${BRAND_CATALOGS[0]?.domain ?? ''}`,
        shopifyAccessTokenEnc: cipher.encrypt('shpat_demo_simulator_token'),
        shopifyScope: 'read_products,read_customers,read_orders,write_discounts',
      })
      .returning();
    if (!demoUser) throw new Error('demo user insert failed');

    await appendLedgerEntry(tx, {
      accountId: demoAccount.id,
      userId: demoUser.id,
      type: 'bonus',
      platform: 'system',
      delta: CREDIT_DEFAULTS.freeCredits,
      description: 'Welcome bonus: free credits for new accounts',
      idempotencyKey: 'seed:welcome-bonus',
    });
    await appendLedgerEntry(tx, {
      accountId: demoAccount.id,
      userId: demoUser.id,
      type: 'refill',
      platform: 'shopify',
      delta: 1000,
      description: 'Credit pack: 1000 credits',
      idempotencyKey: 'seed:credit-pack-1',
      metadata: { purchaseName: '1000 credits', amount: 99.99, currencyCode: 'USD' },
    });

    for (const [index, catalog] of BRAND_CATALOGS.entries()) {
      const [brand] = await tx
        .insert(brands)
        .values({ accountId: demoAccount.id, name: catalog.name, domain: catalog.domain })
        .returning();
      if (!brand) throw new Error('brand insert failed');
      const platforms = BRAND_PLATFORMS[index] ?? [];
      await tx.insert(connections).values(
        platforms.map((platform) => ({
          accountId: demoAccount.id,
          brandId: brand.id,
          platform,
          externalId: demoExternalId(platform, index, catalog.domain),
          displayName: catalog.name,
          credentialsEnc: cipher.encrypt(JSON.stringify({ accessToken: `sim_${platform}_${index + 1}` })),
          lastSyncAt: new Date(now.getTime() - random.int(1, 50) * 60 * 1000),
          // Instagram's long-lived tokens last 60 days: /connections shows when this one expires (issue 19).
          tokenExpiresAt: platform === 'instagram' ? new Date(now.getTime() + 45 * 24 * HOUR) : null,
          connectedAt: new Date(now.getTime() - 95 * 24 * HOUR),
        })),
      );
      const google = demoGoogleConnection(cipher, {
        accountId: demoAccount.id,
        brandId: brand.id,
        brandIndex: index,
        now,
      });
      if (google) await tx.insert(connections).values(google);
      await seedDemoProducts(tx, { accountId: demoAccount.id, brandId: brand.id, catalog });
      await seedDemoRules(tx, { accountId: demoAccount.id, brandId: brand.id });

      await tx
        .insert(shopCustomers)
        .values(
          demoShopCustomers(catalog).map((customer) => ({ ...customer, accountId: demoAccount.id, brandId: brand.id })),
        );
      const items = [
        ...buildDemoComments({ random, catalog, platforms, now, count: 180 }),
        ...demoStories(catalog, index, now),
        ...buildWhatsAppConversation({ catalog, platforms, now }),
        ...demoGoogleReviews(index, now),
      ];
      const seeded = await seededItems({ items, catalog, brandName: catalog.name, random });
      const rows = seeded.map((entry) => {
        const { sentReply: _shown, ...item } = entry.item;
        return {
          ...item,
          ...signalColumns(entry),
          accountId: demoAccount.id,
          brandId: brand.id,
          draftContent: entry.sent ?? entry.draft,
          sentContent: entry.sent,
          draftedAt: entry.draft ? item.draftedAt : null,
          respondedAt: entry.sent ? item.respondedAt : null,
          responseTimeHours: entry.sent ? item.responseTimeHours : null,
        };
      });
      const inserted = await tx.insert(comments).values(rows).returning({
        id: comments.id,
        status: comments.status,
        platform: comments.platform,
        content: comments.content,
        draftContent: comments.draftContent,
        draftedAt: comments.draftedAt,
        respondedAt: comments.respondedAt,
      });
      const outcomes = inserted.flatMap((comment, position) => {
        const entry = seeded[position];
        const outcome = entry ? demoOutcome(entry) : null;
        return outcome ? [{ ...outcome, accountId: demoAccount.id, brandId: brand.id, commentId: comment.id }] : [];
      });
      if (outcomes.length > 0) await tx.insert(draftOutcomes).values(outcomes);

      for (const comment of inserted) {
        if (comment.status === 'pending') continue;
        const creditPlatform = comment.platform === 'google' ? 'system' : comment.platform;
        await appendLedgerEntry(tx, {
          accountId: demoAccount.id,
          brandId: brand.id,
          userId: demoUser.id,
          commentId: comment.id,
          type: 'usage',
          platform: creditPlatform,
          delta: -CREDIT_DEFAULTS.generateCredits,
          description: 'AI response generated',
          customerMessage: comment.content,
          response: comment.draftContent,
          idempotencyKey: `seed:generate:${comment.id}`,
          createdAt: comment.draftedAt ?? now,
        });
        if (comment.status === 'sent') {
          await appendLedgerEntry(tx, {
            accountId: demoAccount.id,
            brandId: brand.id,
            userId: demoUser.id,
            commentId: comment.id,
            type: 'usage',
            platform: creditPlatform,
            delta: -CREDIT_DEFAULTS.sendCredits,
            description: `Response sent to ${comment.platform}`,
            customerMessage: comment.content,
            response: comment.draftContent,
            idempotencyKey: `seed:send:${comment.id}`,
            createdAt: comment.respondedAt ?? now,
          });
        }
      }
    }
    await evaluateDemoItems(tx, demoAccount.id, CREDIT_DEFAULTS, now);
    await seedDemoCustomers(tx, now);
  });
}
