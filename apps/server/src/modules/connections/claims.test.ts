import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, brands, connections, platformClaims } from '../../db/schema/index.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { isClaimConflict } from './claims.queries.ts';

/**
 * platform_claims (migration 0013): every write path is held to "one customer account per platform account"
 * by the database itself, so the seed, the admin, a future module or a race cannot skip it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createUserWithBrand>>;
let serial = 0;
const pageId = () => `1048578${String(Date.now()).slice(-5)}${String((serial += 1)).padStart(3, '0')}`;
const insert = (user: User, externalId: string, brandId = user.brand.id) =>
  t.database.db
    .insert(connections)
    .values({ accountId: user.account.id, brandId, platform: 'facebook', externalId })
    .returning();
const claimOf = async (externalId: string) =>
  (
    await t.database.db
      .select()
      .from(platformClaims)
      .where(and(eq(platformClaims.platform, 'facebook'), eq(platformClaims.externalId, externalId)))
  )[0] ?? null;

describe('the connections_claim trigger', () => {
  it('claims on insert, and refuses a second account with unique_violation on platform_claims_pkey', async () => {
    const [a, b] = [await createUserWithBrand(t), await createUserWithBrand(t)];
    const id = pageId();
    await insert(a, id);
    expect(await claimOf(id)).toMatchObject({ accountId: a.account.id });
    const refused = await insert(b, id).catch((error: unknown) => error);
    expect(isClaimConflict(refused)).toBe(true);
    expect(await t.database.db.select().from(connections).where(eq(connections.brandId, b.brand.id))).toEqual([]);
  });

  it('lets brands of the same account share a platform account, and releases it with the last connection', async () => {
    const owner = await createUserWithBrand(t);
    const [second] = await t.database.db
      .insert(brands)
      .values({ accountId: owner.account.id, name: 'Second' })
      .returning();
    const id = pageId();
    await insert(owner, id);
    await insert(owner, id, second?.id);
    await t.database.db.delete(connections).where(eq(connections.brandId, owner.brand.id));
    expect(await claimOf(id)).not.toBeNull();
    // Deleting the brand (cascade) removes its connection: the claim goes with the last one.
    await t.database.db.delete(brands).where(eq(brands.id, second?.id ?? ''));
    expect(await claimOf(id)).toBeNull();
  });

  it('moves the claim when a reconnect changes the platform account, and frees it when the account is deleted', async () => {
    const owner = await createUserWithBrand(t);
    const [first, next] = [pageId(), pageId()];
    const [row] = await insert(owner, first);
    await t.database.db
      .update(connections)
      .set({ externalId: next })
      .where(eq(connections.id, row?.id ?? ''));
    expect(await claimOf(first)).toBeNull();
    expect(await claimOf(next)).toMatchObject({ accountId: owner.account.id });
    // A health update (no id change) leaves the claim alone.
    await t.database.db
      .update(connections)
      .set({ lastError: 'x' })
      .where(eq(connections.id, row?.id ?? ''));
    expect(await claimOf(next)).not.toBeNull();
    await t.database.db.delete(accounts).where(eq(accounts.id, owner.account.id));
    expect(await claimOf(next)).toBeNull();
  });

  it('a reconnect onto another account’s platform account is refused too (update path)', async () => {
    const [a, b] = [await createUserWithBrand(t), await createUserWithBrand(t)];
    const [taken, mine] = [pageId(), pageId()];
    await insert(a, taken);
    const [row] = await insert(b, mine);
    const refused = await t.database.db
      .update(connections)
      .set({ externalId: taken })
      .where(eq(connections.id, row?.id ?? ''))
      .catch((error: unknown) => error);
    expect(isClaimConflict(refused)).toBe(true);
    expect(await claimOf(mine)).toMatchObject({ accountId: b.account.id });
  });
});
