import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, connections, platformClaims } from '../../db/schema/index.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { findConnectionsByExternalIds } from './connections.queries.ts';

/** The webhook batches' lookup (one prebuilt statement): the named platform accounts' connections, narrow rows. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
const externalId = () => `lookup-${Date.now()}-${(serial += 1)}`;
const sorted = <T extends { platform: string; brandId: string }>(rows: T[]) =>
  rows.toSorted((a, b) => `${a.platform} ${a.brandId}`.localeCompare(`${b.platform} ${b.brandId}`));

describe('findConnectionsByExternalIds', () => {
  it('returns every brand connected to each named platform account, only the columns a batch uses', async () => {
    const owner = await createUserWithBrand(t);
    const [second] = await t.database.db
      .insert(brands)
      .values({ accountId: owner.account.id, name: 'Second' })
      .returning();
    const [page, shop] = [externalId(), externalId()];
    const values = { accountId: owner.account.id, credentialsEnc: 'secret', metadata: { a: 1 } };
    const inserted = await t.database.db
      .insert(connections)
      .values([
        { ...values, brandId: owner.brand.id, platform: 'facebook', externalId: page },
        { ...values, brandId: second?.id ?? '', platform: 'facebook', externalId: page },
        { ...values, brandId: owner.brand.id, platform: 'judgeme', externalId: shop },
        // The same id on a platform not named with it, and a platform account not named at all.
        { ...values, brandId: second?.id ?? '', platform: 'instagram', externalId: shop },
        { ...values, brandId: second?.id ?? '', platform: 'judgeme', externalId: externalId() },
      ])
      .returning();
    const found = await findConnectionsByExternalIds(t.database.db, [
      { platform: 'facebook', externalId: page },
      { platform: 'judgeme', externalId: shop },
      { platform: 'yotpo', externalId: page },
    ]);
    const expected = inserted.slice(0, 3).map(({ id, accountId, brandId, platform, externalId: external }) => ({
      id,
      accountId,
      brandId,
      platform,
      externalId: external,
    }));
    expect(sorted(found)).toEqual(sorted(expected));
    expect(await findConnectionsByExternalIds(t.database.db, [])).toEqual([]);
  });

  it('leaves out a connection whose platform account another account holds (issue 13)', async () => {
    const [holder, other] = [await createUserWithBrand(t), await createUserWithBrand(t)];
    const shop = externalId();
    await t.database.db
      .insert(connections)
      .values({ accountId: other.account.id, brandId: other.brand.id, platform: 'judgeme', externalId: shop });
    expect(await findConnectionsByExternalIds(t.database.db, [{ platform: 'judgeme', externalId: shop }])).toHaveLength(
      1,
    );
    // As a connection made before claims existed: the claim is another account's.
    await t.database.db
      .update(platformClaims)
      .set({ accountId: holder.account.id })
      .where(and(eq(platformClaims.platform, 'judgeme'), eq(platformClaims.externalId, shop)));
    expect(await findConnectionsByExternalIds(t.database.db, [{ platform: 'judgeme', externalId: shop }])).toEqual([]);
  });
});
