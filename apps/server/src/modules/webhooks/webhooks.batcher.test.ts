import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import type { Database } from '../../db/client.ts';
import { comments, connections } from '../../db/schema/index.ts';
import type { InboxItem } from '../../integrations/types.ts';
import { deliveryBatcher, type WebhookDeps, type WebhookWork } from './webhooks.service.ts';

/** The delivery batcher's two stages: the next batch's connection lookup overlaps this batch's write. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const review = (externalId: string): InboxItem => ({
  externalId,
  content: `Review ${externalId}`,
  rating: 5,
  reviewerName: 'Ana',
  reviewerEmail: null,
  productId: null,
  productTitle: 'Mug',
  productImage: null,
  mediaId: null,
  postLink: null,
  language: null,
  postedAt: new Date('2026-11-20T10:00:00.000Z'),
  metadata: {},
});
const delivery = (shop: string, id: string): WebhookWork => ({
  platform: 'judgeme',
  deliveryId: `batcher-${id}`,
  topic: 'review/created',
  items: [{ account: shop, items: [review(id)] }],
});

/**
 * The database with its pool's queries watched: each lookup and each batch write is logged, and the first write is
 * held until `release` (as a slow statement or a slow commit's flush would hold it).
 */
function watchedDatabase(db: Database) {
  const events: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let writes = 0;
  let lookupSeen: () => void = () => {};
  const secondLookup = new Promise<void>((resolve) => (lookupSeen = resolve));
  let lookups = 0;
  const client = new Proxy(db.$client, {
    get(target, property) {
      if (property !== 'query') {
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return async (config: { text: string }, ...rest: unknown[]) => {
        const query = () => (target.query as (...args: unknown[]) => Promise<unknown>).call(target, config, ...rest);
        if (config.text.includes('INSERT INTO webhook_deliveries')) {
          writes += 1;
          const write = writes;
          events.push(`write ${write} starts`);
          if (write === 1) await held;
          const result = await query();
          events.push(`write ${write} ends`);
          return result;
        }
        if (config.text.includes('FROM "connections"')) {
          lookups += 1;
          events.push(`lookup ${lookups}`);
          if (lookups === 2) lookupSeen();
        }
        return query();
      };
    },
  });
  const watched = new Proxy(db, {
    get: (target, property) => (property === '$client' ? client : Reflect.get(target, property, target)),
  });
  return { db: watched as Database, events, release, secondLookup };
}

describe('deliveryBatcher', () => {
  it("looks up the next deliveries' connections while a batch is being written, and stores each once", async () => {
    const owner = await createUserWithBrand(t);
    const shop = `batcher-shop-${Date.now()}`;
    await t.database.db.insert(connections).values({
      accountId: owner.account.id,
      brandId: owner.brand.id,
      platform: 'judgeme',
      externalId: shop,
      credentialsEnc: 'secret',
    });
    const watched = watchedDatabase(t.database.db);
    const batcher = deliveryBatcher({ db: watched.db } as WebhookDeps);

    const first = batcher.submit(delivery(shop, 'a'));
    // Submitted while the first batch's write is held: its lookup must not wait for that write.
    await new Promise((resolve) => setImmediate(resolve));
    while (!watched.events.includes('write 1 starts')) await new Promise((resolve) => setImmediate(resolve));
    const second = batcher.submit(delivery(shop, 'b'));
    // The fallback timer only ends a failing run (the lookup waiting for the write): it decides nothing.
    await Promise.race([watched.secondLookup, new Promise((resolve) => setTimeout(resolve, 3000))]);
    watched.release();

    expect(await Promise.all([first, second])).toEqual([
      { duplicate: false, stored: 1 },
      { duplicate: false, stored: 1 },
    ]);
    expect(watched.events).toEqual([
      'lookup 1',
      'write 1 starts',
      'lookup 2',
      'write 1 ends',
      'write 2 starts',
      'write 2 ends',
    ]);
    const stored = await t.database.db
      .select({ externalId: comments.externalId })
      .from(comments)
      .where(and(eq(comments.brandId, owner.brand.id), eq(comments.platform, 'judgeme')));
    expect(stored.map((row) => row.externalId).sort()).toEqual(['a', 'b']);
    expect(await batcher.submit(delivery(shop, 'a'))).toEqual({ duplicate: true, stored: 0 });
  });

  it('fails only a delivery whose lookup fails, and stores the others that arrived with it', async () => {
    const owner = await createUserWithBrand(t);
    const shop = `batcher-shop-${Date.now()}-2`;
    await t.database.db.insert(connections).values({
      accountId: owner.account.id,
      brandId: owner.brand.id,
      platform: 'judgeme',
      externalId: shop,
      credentialsEnc: 'secret',
    });
    const batcher = deliveryBatcher({ db: t.database.db } as WebhookDeps);
    // A NUL byte in the shop's id is refused by PostgreSQL (text cannot hold it): the batch's lookup fails.
    const outcomes = await Promise.allSettled([
      batcher.submit(delivery(shop, 'c')),
      batcher.submit(delivery('bad\u0000shop', 'd')),
      batcher.submit(delivery(shop, 'e')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
