import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_APP_CREDENTIALS, SIMULATOR_OPERATOR, type Platform } from '@bizamply/contracts';
import { comments, connections, products, webhookDeliveries } from '../../db/schema/index.ts';
import { createUserWithBrand } from '../../../test/app.ts';
import {
  approveConsent,
  buildListeningApp,
  connectWithConsent,
  cookiesOf,
  type ListeningApp,
} from '../../../test/listening-app.ts';

let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp();
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createUserWithBrand>>;

async function connect(user: User, platform: Platform, options: { shop?: string; account?: string } = {}) {
  const ticket = await t.request({
    method: 'POST',
    url: '/api/connections/popup-ticket',
    token: user.token,
    payload: { brandId: user.brand.id, platform, ...(options.shop ? { shop: options.shop } : {}) },
  });
  const popup = await fetch(`${t.baseUrl}${ticket.json().data.popupUrl}`, { redirect: 'manual' });
  const result = await approveConsent(popup.headers.get('location') ?? '', {
    account: options.account,
    cookie: cookiesOf(popup),
  });
  expect(result.status).toBe(200);
  await t.runJobs(); // registers the webhooks, imports the history
  const [row] = await t.database.db
    .select()
    .from(connections)
    .where(and(eq(connections.brandId, user.brand.id), eq(connections.platform, platform)));
  if (!row) throw new Error('not connected');
  return row;
}

const countWhere = async (brandId: string, externalId: string) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(eq(comments.brandId, brandId), eq(comments.externalId, externalId)));
  return row?.n ?? 0;
};
const deliveries = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries))[0]?.n ?? 0;
const post = (path: string, body: string, headers: Record<string, string>) =>
  fetch(`${t.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
const hmac = (key: string, body: string, encoding: 'hex' | 'base64') =>
  crypto.createHmac('sha256', key).update(body).digest(encoding);

describe('a review added on the platform arrives once, even when delivered twice', () => {
  it('Judge.me: signed webhook, delivered twice concurrently → one pending comment', async () => {
    const user = await createUserWithBrand(t);
    const shop = `hooks-${Date.now()}.myshopify.com`;
    await connect(user, 'shopify', { shop });
    await connect(user, 'judgeme');
    const added = await t.control('POST', '/judgeme/reviews', {
      shop,
      rating: 1,
      body: 'Arrived broken, nobody answers. Refund please!',
      reviewerName: 'Angry Ann',
      deliverTwice: true,
    });
    expect(added.status).toBe(201);
    expect(added.body.webhooks).toHaveLength(2);
    expect(added.body.webhooks.map((hook: { status: number }) => hook.status)).toEqual([200, 200]);
    const id = String(added.body.review.id);
    expect(await countWhere(user.brand.id, id)).toBe(1);
    const [stored] = await t.database.db.select().from(comments).where(eq(comments.externalId, id));
    expect(stored).toMatchObject({ status: 'pending', rating: 1, reviewerName: 'Angry Ann', platform: 'judgeme' });
    // A later poll sees the same review again: still one row.
    await t.runJobs();
    expect(await countWhere(user.brand.id, id)).toBe(1);
  });

  it('Instagram, Facebook and WhatsApp (X-Hub-Signature-256), TikTok and Yotpo (fetched back) likewise', async () => {
    const user = await createUserWithBrand(t);
    const ig = await connect(user, 'instagram', { account: `hooks${Date.now()}` });
    const igComment = await t.control('POST', '/instagram/comments', {
      account: ig.externalId,
      text: 'Love it! 😍',
      deliverTwice: true,
    });
    expect(await countWhere(user.brand.id, igComment.body.comment.id)).toBe(1);

    const other = await createUserWithBrand(t);
    const wa = await connect(other, 'whatsapp', { account: '15550009999' });
    const message = await t.control('POST', '/whatsapp/messages', {
      phoneNumberId: wa.externalId,
      from: '447700900123',
      text: 'Hi! Where is my order?',
      deliverTwice: true,
    });
    expect(message.body.webhooks.map((hook: { status: number }) => hook.status)).toEqual([200, 200]);
    expect(await countWhere(other.brand.id, message.body.message.id)).toBe(1);

    const third = await createUserWithBrand(t);
    const yotpo = await connect(third, 'yotpo', { account: `hookKey${Date.now()}` });
    const review = await t.control('POST', '/yotpo/reviews', {
      shop: yotpo.externalId,
      body: 'Great serum',
      rating: 5,
      deliverTwice: true,
    });
    expect(review.body.webhooks.map((hook: { status: number }) => hook.status)).toEqual([200, 200]);
    // Queued with the delivery's record (one transaction): exactly one fetch-back for the twice-delivered review.
    const queued = await t.database.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM graphile_worker._private_jobs
      WHERE payload->>'externalId' = ${String(review.body.review.id)}`);
    expect(queued.rows[0]?.n).toBe(1);
    await t.runJobs(); // the fetch-back
    expect(await countWhere(third.brand.id, String(review.body.review.id))).toBe(1);
  });

  it('Facebook feed and TikTok comment webhooks', async () => {
    const user = await createUserWithBrand(t);
    const pageId = `10485762${String(Date.now()).slice(-7)}`;
    const connected = await connectWithConsent(t, user, 'facebook', pageId);
    expect(connected.statusCode).toBe(200);
    await t.runJobs();
    const fb = await t.control('POST', '/facebook/comments', {
      account: pageId,
      text: 'Do you ship to Spain?',
      deliverTwice: true,
    });
    expect(fb.body.webhooks).toHaveLength(2);
    expect(await countWhere(user.brand.id, fb.body.comment.id)).toBe(1);

    const handle = `hooktok${Date.now()}`;
    expect((await connectWithConsent(t, user, 'tiktok', handle)).statusCode).toBe(200);
    await t.runJobs();
    const tt = await t.control('POST', '/tiktok/comments', {
      account: `@${handle}`,
      text: 'Song name??',
      deliverTwice: true,
    });
    expect(tt.body.webhooks.map((hook: { status: number }) => hook.status)).toEqual([200, 200]);
    await t.runJobs();
    expect(await countWhere(user.brand.id, tt.body.comment.comment_id)).toBe(1);
  });

  it('Shopify: products/create is stored once; app/uninstalled flags the connection for a reconnect', async () => {
    const user = await createUserWithBrand(t);
    const shop = `hookshop-${Date.now()}.myshopify.com`;
    await connect(user, 'shopify', { shop });
    const created = await t.control('POST', '/shopify/products', { shop, title: 'Webhook Mug', deliverTwice: true });
    expect(created.body.webhooks.map((hook: { status: number }) => hook.status)).toEqual([200, 200]);
    const rows = await t.database.db.select().from(products).where(eq(products.externalId, created.body.product.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.title).toBe('Webhook Mug');

    await t.control('POST', '/shopify/uninstall', { shop });
    const status = await t.request({ url: `/integration/shopify/status/${user.brand.id}`, token: user.token });
    expect(status.json()).toEqual({ success: true, connected: true, needsAttention: 'reconnect' });
  });
});

describe('deliveries arriving together share one transaction and keep their own outcome', () => {
  it('40 concurrent Judge.me deliveries, 8 of them sent twice: 32 reviews stored once each, 8 duplicates', async () => {
    const user = await createUserWithBrand(t);
    await connect(user, 'shopify', { shop: `batch-${Date.now()}.myshopify.com` });
    const judgeme = await connect(user, 'judgeme');
    const secret = SIMULATOR_APP_CREDENTIALS.judgeme.clientSecret;
    const run = crypto.randomBytes(4).toString('hex');
    const bodies = Array.from({ length: 32 }, (_, index) =>
      JSON.stringify({
        event: 'review/created',
        shop_domain: judgeme.externalId,
        platform: 'shopify',
        review: {
          id: `${run}${index}`,
          title: 'Batch',
          body: `Batched review ${index}`,
          rating: 1 + (index % 5),
          reviewer: { name: `Batch ${index}`, email: null },
          product_title: 'Ceramic Mug',
          created_at: new Date().toISOString(),
        },
      }),
    );
    const sent = [...bodies, ...bodies.slice(0, 8)];
    const responses = await Promise.all(
      sent.map((body) =>
        post('/webhooks/judgeme', body, { 'judgeme-hmac-sha256': hmac(secret, body, 'hex') }).then(async (res) => ({
          status: res.status,
          body: (await res.json()) as { duplicate: boolean },
        })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(sent.map(() => 200));
    expect(responses.filter((response) => response.body.duplicate)).toHaveLength(8);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(comments)
      .where(and(eq(comments.brandId, user.brand.id), sql`${comments.externalId} LIKE ${`${run}%`}`));
    expect(row?.n).toBe(32);
    const counted = await t.database.db.execute<{ items: number }>(
      sql`SELECT items FROM comment_counts WHERE brand_id = ${user.brand.id} AND platform = 'judgeme' AND status = 'pending'`,
    );
    expect(Number(counted.rows[0]?.items)).toBeGreaterThanOrEqual(32);
  });
});

describe("one batch for several shops finds every shop's connections in one lookup", () => {
  it("two accounts' Judge.me shops delivered together: each review lands in its own brand only", async () => {
    const ana = await createUserWithBrand(t);
    const ben = await createUserWithBrand(t);
    const shops = [];
    for (const user of [ana, ben]) {
      await connect(user, 'shopify', { shop: `several-${crypto.randomBytes(4).toString('hex')}.myshopify.com` });
      shops.push({ user, shop: (await connect(user, 'judgeme')).externalId });
    }
    expect(shops[0]?.shop).not.toBe(shops[1]?.shop);
    const secret = SIMULATOR_APP_CREDENTIALS.judgeme.clientSecret;
    const run = crypto.randomBytes(4).toString('hex');
    const sent = shops.flatMap(({ shop }, owner) =>
      Array.from({ length: 10 }, (_, index) =>
        JSON.stringify({
          event: 'review/created',
          shop_domain: shop,
          platform: 'shopify',
          review: {
            id: `${run}-${owner}-${index}`,
            body: `Review ${index} for shop ${owner}`,
            rating: 5,
            reviewer: { name: `Shopper ${index}`, email: null },
            created_at: new Date().toISOString(),
          },
        }),
      ),
    );
    const statuses = await Promise.all(
      sent.map((body) =>
        post('/webhooks/judgeme', body, { 'judgeme-hmac-sha256': hmac(secret, body, 'hex') }).then((res) => res.status),
      ),
    );
    expect(statuses).toEqual(sent.map(() => 200));
    const stored = async (user: User) =>
      (
        await t.database.db
          .select({ externalId: comments.externalId, accountId: comments.accountId })
          .from(comments)
          .where(and(eq(comments.brandId, user.brand.id), sql`${comments.externalId} LIKE ${`${run}-%`}`))
      ).map((row) => `${row.accountId === user.account.id ? 'own' : 'other'}:${row.externalId}`);
    const expected = (owner: number) => Array.from({ length: 10 }, (_, index) => `own:${run}-${owner}-${index}`).sort();
    expect((await stored(ana)).sort()).toEqual(expected(0));
    expect((await stored(ben)).sort()).toEqual(expected(1));
  });
});

describe('forged or unsigned webhooks: 401 and nothing stored', () => {
  const review = (id: number) =>
    JSON.stringify({
      event: 'review/created',
      shop_domain: 'northwind-coffee.myshopify.com',
      platform: 'shopify',
      review: { id, title: 'x', body: 'forged', rating: 5, created_at: new Date().toISOString() },
    });

  it.each([
    ['judgeme', (body: string) => ({ 'judgeme-hmac-sha256': hmac('wrong-secret', body, 'hex') })],
    ['judgeme', () => ({})],
    [
      'shopify',
      (body: string) => ({
        'x-shopify-hmac-sha256': hmac('wrong-secret', body, 'base64'),
        'x-shopify-topic': 'products/create',
      }),
    ],
    ['instagram', (body: string) => ({ 'x-hub-signature-256': `sha256=${hmac('wrong', body, 'hex')}` })],
    ['facebook', () => ({ 'x-hub-signature-256': 'sha256=00' })],
    ['whatsapp', () => ({})],
    [
      'tiktok',
      (body: string) => ({ 'tiktok-signature': `t=${Math.floor(Date.now() / 1000)},s=${hmac('wrong', body, 'hex')}` }),
    ],
    ['yotpo', () => ({})],
  ] as const)('%s', async (platform, headers) => {
    const before = await deliveries();
    const body = review(987654321);
    const response = await post(`/webhooks/${platform}`, body, headers(body));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect(await deliveries()).toBe(before);
    expect(await t.database.db.select().from(comments).where(eq(comments.externalId, '987654321'))).toHaveLength(0);
  });

  it('accepts the same bytes signed with the right secret (and stores nothing for an unknown shop)', async () => {
    const body = review(123123123);
    const response = await post('/webhooks/judgeme', body, {
      'judgeme-hmac-sha256': hmac(SIMULATOR_APP_CREDENTIALS.judgeme.clientSecret, body, 'hex'),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, duplicate: false });
  });

  it('refuses a signed but malformed body with 400', async () => {
    const body = '{"event":"review/created"';
    const response = await post('/webhooks/judgeme', body, {
      'judgeme-hmac-sha256': hmac(SIMULATOR_APP_CREDENTIALS.judgeme.clientSecret, body, 'hex'),
    });
    expect(response.status).toBe(400);
  });

  it('answers the Meta verification handshake only with the verify token', async () => {
    const ok = await fetch(
      `${t.baseUrl}/webhooks/instagram?hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${SIMULATOR_OPERATOR.metaVerifyToken}`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const bad = await fetch(`${t.baseUrl}/webhooks/facebook?hub.mode=subscribe&hub.challenge=1&hub.verify_token=nope`);
    expect(bad.status).toBe(403);
  });
});
