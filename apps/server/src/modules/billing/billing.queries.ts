import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';
import { isUuid, type PlanTier } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { charges, users } from '../../db/schema/index.ts';

export type ChargeRow = typeof charges.$inferSelect;
export type ChargeInsert = Omit<typeof charges.$inferInsert, 'id'>;
type ChargePatch = Partial<
  Pick<ChargeRow, 'status' | 'grantedPeriods' | 'currentPeriodEnd' | 'activatedAt' | 'endedAt'>
>;

export async function insertCharge(db: Executor, values: ChargeInsert): Promise<ChargeRow> {
  const [row] = await db.insert(charges).values(values).returning();
  if (!row) throw new Error('charge insert returned nothing');
  return row;
}

/** By Shopify's numeric id (the return address's charge_id) or, failing that, our own id. */
export async function findChargeByReference(db: Executor, accountId: string, reference: string) {
  const ownId = isUuid(reference);
  const [row] = await db
    .select()
    .from(charges)
    .where(
      and(
        eq(charges.accountId, accountId),
        ownId
          ? sql`(${charges.shopifyChargeId} = ${reference} OR ${charges.id} = ${reference})`
          : sql`(${charges.shopifyChargeId} = ${reference} OR ${charges.shopifyGid} = ${reference})`,
      ),
    )
    .orderBy(desc(charges.createdAt))
    .limit(1);
  return row ?? null;
}

/** The row locked for a status change (inside the caller's transaction). */
export async function lockCharge(tx: Executor, accountId: string, chargeId: string): Promise<ChargeRow | null> {
  const [row] = await tx
    .select()
    .from(charges)
    .where(and(eq(charges.accountId, accountId), eq(charges.id, chargeId)))
    .for('update');
  return row ?? null;
}

/** System-level: a webhook names the charge by Shopify id; the tenant comes from the row. */
export async function findChargeByGid(db: Executor, gid: string): Promise<ChargeRow | null> {
  const [row] = await db.select().from(charges).where(eq(charges.shopifyGid, gid)).limit(1);
  return row ?? null;
}

export async function updateCharge(tx: Executor, accountId: string, chargeId: string, patch: ChargePatch) {
  await tx
    .update(charges)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(charges.accountId, accountId), eq(charges.id, chargeId)));
}

export async function findActiveSubscription(db: Executor, accountId: string): Promise<ChargeRow | null> {
  const [row] = await db
    .select()
    .from(charges)
    .where(and(eq(charges.accountId, accountId), eq(charges.kind, 'subscription'), eq(charges.status, 'active')))
    .orderBy(desc(charges.activatedAt))
    .limit(1);
  return row ?? null;
}

/** Shopify keeps one active subscription per app: approving a new one ends the others. */
export async function endOtherSubscriptions(tx: Executor, accountId: string, keepId: string) {
  await tx
    .update(charges)
    .set({ status: 'cancelled', endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(charges.accountId, accountId),
        eq(charges.kind, 'subscription'),
        eq(charges.status, 'active'),
        ne(charges.id, keepId),
      ),
    );
}

/** The plan is the account's: every user of the account carries its account type. */
export async function setAccountType(tx: Executor, accountId: string, accountType: PlanTier) {
  await tx
    .update(users)
    .set({ accountType, updatedAt: sql`now()` })
    .where(eq(users.accountId, accountId));
}

/** The user's plan; without a user (an automation rule acts), the plan of the account's owner (its first user). */
export async function findAccountType(db: Executor, accountId: string, userId: string | null): Promise<PlanTier> {
  const [row] = await db
    .select({ accountType: users.accountType })
    .from(users)
    .where(and(eq(users.accountId, accountId), userId === null ? undefined : eq(users.id, userId)))
    .orderBy(users.createdAt)
    .limit(1);
  return row?.accountType ?? 'free';
}

/** Active subscriptions whose paid period has ended (the next period's credits are due). */
export async function listSubscriptionsDue(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(charges)
    .where(and(eq(charges.kind, 'subscription'), eq(charges.status, 'active'), lte(charges.currentPeriodEnd, now)))
    .orderBy(charges.currentPeriodEnd)
    .limit(limit);
}
