import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../test/app.ts';
import { accounts, brands, comments } from './schema/index.ts';

/**
 * An item's brand and account are one foreign key (comments_brand_account_fk, migration 0026): a new item pays one
 * check, not two, and can only name a brand of its own account.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const itemOf = (accountId: string, brandId: string, externalId: string) => ({
  accountId,
  brandId,
  platform: 'judgeme' as const,
  externalId,
  content: `Review ${externalId}`,
  postedAt: new Date('2026-11-20T10:00:00.000Z'),
});
const itemsOf = async (brandId: string) =>
  (await t.database.db.select({ id: comments.id }).from(comments).where(eq(comments.brandId, brandId))).length;

describe("an item's brand and account", () => {
  it('an item naming a brand of another account is refused', async () => {
    const ana = await createUserWithBrand(t);
    const ben = await createUserWithBrand(t);
    await expect(
      t.database.db.insert(comments).values(itemOf(ben.account.id, ana.brand.id, 'crossed')),
    ).rejects.toMatchObject({ cause: { code: '23503' } });
    await t.database.db.insert(comments).values(itemOf(ana.account.id, ana.brand.id, 'own'));
    expect(await itemsOf(ana.brand.id)).toBe(1);
  });

  it("deleting a brand deletes its items; deleting an account deletes its brands' items", async () => {
    const ana = await createUserWithBrand(t);
    const ben = await createUserWithBrand(t);
    await t.database.db.insert(comments).values(itemOf(ana.account.id, ana.brand.id, 'a'));
    await t.database.db.insert(comments).values(itemOf(ben.account.id, ben.brand.id, 'b'));
    await t.database.db.delete(brands).where(eq(brands.id, ana.brand.id));
    expect(await itemsOf(ana.brand.id)).toBe(0);
    await t.database.db.delete(accounts).where(eq(accounts.id, ben.account.id));
    expect(await itemsOf(ben.brand.id)).toBe(0);
  });

  it('is the only foreign key of comments: one check per new item', async () => {
    const keys = await t.database.db.execute<{ name: string; definition: string }>(
      sql`SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
          WHERE conrelid = 'comments'::regclass AND contype = 'f'`,
    );
    expect(keys.rows).toEqual([
      {
        name: 'comments_brand_account_fk',
        definition: 'FOREIGN KEY (account_id, brand_id) REFERENCES brands(account_id, id) ON DELETE CASCADE',
      },
    ]);
  });
});
