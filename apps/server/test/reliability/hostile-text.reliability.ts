import crypto from 'node:crypto';
import http from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_APP_CREDENTIALS, type Platform } from '@bizamply/contracts';
import { comments, connections, products, users } from '../../src/db/schema/index.ts';
import { createUserWithBrand } from '../app.ts';
import { buildListeningApp, type ListeningApp } from '../listening-app.ts';
import { reportSecurityPart } from './security-report.ts';
import { errorShapeProblem } from './world.ts';

/**
 * Issue 13 §6: text a platform or a user sends that PostgreSQL cannot store (NUL, unpaired surrogates) is never
 * a 500 or a lost review; oversized requests are refused in the common error shape; user URLs are https only.
 */
let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.close();
});
reportSecurityPart(
  'h. security: hostile text and sizes',
  'signed webhooks with NUL/lone surrogates stored stripped (Judge.me, Shopify, Instagram, Facebook, WhatsApp, TikTok), 413/431 shapes, https-only user URLs',
);

const NUL = '\u0000';
const LONE = '\ud800';
const hmac = (secret: string, body: string | Buffer, encoding: 'hex' | 'base64') =>
  crypto.createHmac('sha256', secret).update(body).digest(encoding);
const secretOf = (name: keyof typeof SIMULATOR_APP_CREDENTIALS) => SIMULATOR_APP_CREDENTIALS[name].clientSecret;

/** A brand with a connection to `externalId` on `platform` (stored directly: the webhook is what is tested). */
async function connectedBrand(platform: Platform, externalId: string) {
  const owner = await createUserWithBrand(t);
  await t.database.db.insert(connections).values({
    accountId: owner.account.id,
    brandId: owner.brand.id,
    platform,
    externalId,
    displayName: `${platform} ${externalId}`,
  });
  return owner;
}

async function postWebhook(path: string, body: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
}

const storedComment = async (brandId: string, externalId: string) =>
  (
    await t.database.db
      .select()
      .from(comments)
      .where(and(eq(comments.brandId, brandId), eq(comments.externalId, externalId)))
  )[0];

const unique = () => crypto.randomBytes(5).toString('hex');
const metaSignature = (body: string) => ({ 'x-hub-signature-256': `sha256=${hmac(secretOf('meta'), body, 'hex')}` });

describe('signed platform webhooks with NUL and unpaired surrogates: 200, stored with them stripped', () => {
  it('Judge.me review', async () => {
    const shop = `nul-${unique()}.myshopify.com`;
    const owner = await connectedBrand('judgeme', shop);
    const id = String(Date.now());
    const body = JSON.stringify({
      event: 'review/created',
      shop_domain: shop,
      review: {
        id,
        title: `Bad${NUL} title`,
        body: `Broken${NUL} on arrival${LONE}!`,
        rating: 1,
        reviewer: { name: `Ann${NUL}`, email: null },
        product_title: `Mug${LONE}`,
        created_at: new Date().toISOString(),
      },
    });
    const response = await postWebhook('/webhooks/judgeme', body, {
      'judgeme-hmac-sha256': hmac(secretOf('judgeme'), body, 'hex'),
    });
    expect(response.statusCode).toBe(200);
    const stored = await storedComment(owner.brand.id, id);
    expect(stored?.content).toContain('Broken on arrival!');
    expect(stored?.reviewerName).toBe('Ann');
    expect(stored?.productTitle).toBe('Mug');
  });

  it('Shopify product (products/create)', async () => {
    const shop = `nul-${unique()}.myshopify.com`;
    const owner = await connectedBrand('shopify', shop);
    const id = Date.now();
    const body = JSON.stringify({ id, title: `Ceramic${NUL} Mug${LONE}`, handle: `ceramic${NUL}-mug`, image: null });
    const response = await postWebhook('/webhooks/shopify', body, {
      'x-shopify-hmac-sha256': hmac(secretOf('shopify'), body, 'base64'),
      'x-shopify-topic': 'products/create',
      'x-shopify-shop-domain': shop,
    });
    expect(response.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(products).where(eq(products.brandId, owner.brand.id));
    expect(stored).toMatchObject({ title: 'Ceramic Mug', handle: 'ceramic-mug' });
  });

  it('Instagram comment', async () => {
    const account = `1784${Date.now()}`;
    const owner = await connectedBrand('instagram', account);
    const id = `ig${unique()}`;
    const body = JSON.stringify({
      object: 'instagram',
      entry: [
        {
          id: account,
          time: Math.floor(Date.now() / 1000),
          changes: [
            {
              field: 'comments',
              value: { id, text: `Love${NUL} it${LONE}`, from: { id: '42', username: `fan${NUL}` }, [`k${NUL}`]: 1 },
            },
          ],
        },
      ],
    });
    const response = await postWebhook('/webhooks/instagram', body, metaSignature(body));
    expect(response.statusCode).toBe(200);
    expect(await storedComment(owner.brand.id, id)).toMatchObject({ content: 'Love it', reviewerName: 'fan' });
  });

  it('Facebook Page comment (feed)', async () => {
    const pageId = `10485763${String(Date.now()).slice(-7)}`;
    const owner = await connectedBrand('facebook', pageId);
    const commentId = `${pageId}_${unique()}`;
    const body = JSON.stringify({
      object: 'page',
      entry: [
        {
          id: pageId,
          time: Math.floor(Date.now() / 1000),
          changes: [
            {
              field: 'feed',
              value: {
                item: 'comment',
                verb: 'add',
                comment_id: commentId,
                post_id: `${pageId}_1`,
                message: `Ship to${NUL} Spain?${LONE}`,
                created_time: Math.floor(Date.now() / 1000),
                from: { id: '77', name: `Jo${NUL}` },
              },
            },
          ],
        },
      ],
    });
    const response = await postWebhook('/webhooks/facebook', body, metaSignature(body));
    expect(response.statusCode).toBe(200);
    expect(await storedComment(owner.brand.id, commentId)).toMatchObject({ content: 'Ship to Spain?' });
  });

  it('WhatsApp message', async () => {
    const phoneNumberId = `1555${Date.now()}`.slice(0, 15);
    const owner = await connectedBrand('whatsapp', phoneNumberId);
    const messageId = `wamid.${unique()}`;
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'waba-1',
          changes: [
            {
              field: 'messages',
              value: {
                metadata: { phone_number_id: phoneNumberId },
                contacts: [{ wa_id: '447700900123', profile: { name: `Sam${NUL}` } }],
                messages: [
                  {
                    from: '447700900123',
                    id: messageId,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'text',
                    text: { body: `Where is${NUL} my order?${LONE}` },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const response = await postWebhook('/webhooks/whatsapp', body, metaSignature(body));
    expect(response.statusCode).toBe(200);
    expect(await storedComment(owner.brand.id, messageId)).toMatchObject({
      content: 'Where is my order?',
      reviewerName: 'Sam',
    });
  });

  it('TikTok comment event (fetched back; the delivery itself carries NUL in its ids)', async () => {
    const businessId = `-000${unique()}`;
    await connectedBrand('tiktok', businessId);
    const body = JSON.stringify({
      event: 'comment.update',
      user_openid: `${businessId}${NUL}`,
      content: JSON.stringify({ comment_id: `75${NUL}1`, video_id: `v${LONE}1`, comment_action: 'insert' }),
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const response = await postWebhook('/webhooks/tiktok', body, {
      'tiktok-signature': `t=${timestamp},s=${hmac(secretOf('tiktok'), `${timestamp}.${body}`, 'hex')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ received: true, duplicate: false });
  });
});

/** A real HTTP request (not inject): Node's parser and Fastify's body limit see it as a client would send it. */
function httpRequest(
  options: http.RequestOptions & { body?: string | Buffer },
): Promise<{ status: number; contentType: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ ...options, host: '127.0.0.1', port: Number(new URL(t.baseUrl).port) }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'], body: text }),
      );
    });
    request.on('error', reject);
    if (options.body) request.write(options.body);
    request.end();
  });
}

describe('requests that are too large answer in the common error shape', () => {
  it('413 for a JSON body over 1 MiB (an API route and a webhook)', async () => {
    const owner = await createUserWithBrand(t);
    const csrf = (await t.app.inject({ method: 'GET', url: '/auth/csrf-token' })).json<{ csrfToken: string }>()
      .csrfToken;
    for (const path of ['/api/templates', '/webhooks/judgeme']) {
      const body = JSON.stringify({ name: 'x', body: 'y'.repeat(1_100_000) });
      const answer = await httpRequest({
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${owner.token}`,
          'x-brand-id': owner.brand.id,
          'x-csrf-token': csrf,
          cookie: `csrf_token=${csrf}`,
        },
        body,
      });
      expect(answer.status, path).toBe(413);
      expect(errorShapeProblem(413, answer.contentType, answer.body), path).toBeNull();
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    }
  });

  it('431 for headers over the server limit', async () => {
    const answer = await httpRequest({
      method: 'GET',
      path: '/api/brands',
      headers: { 'x-padding': 'a'.repeat(40_000) },
    });
    expect(answer.status).toBe(431);
    expect(errorShapeProblem(431, answer.contentType, answer.body)).toBeNull();
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
  });
});

describe('user URLs: https only (and our own uploads)', () => {
  const signup = (profilePic: string) =>
    t.request({
      method: 'POST',
      url: '/auth/signup',
      headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
      payload: { email: `pic-${unique()}@example.com`, password: 'Picture@2026', name: 'Pat Picture', profilePic },
    });

  it.each([
    'javascript:alert(document.cookie)',
    'data:image/svg+xml;base64,PHN2Zy8+',
    'file:///etc/passwd',
    'ftp://example.com/me.png',
    'http://example.com/me.png',
    'https://user:pass@example.com/me.png',
    '/api/profile/avatar/../../admin',
  ])('%s → 400', async (url) => {
    const response = await signup(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', status: 400 });
  });

  it('https:// is stored as given', async () => {
    const response = await signup('https://images.example.com/me.png');
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db
      .select({ profilePic: users.profilePic })
      .from(users)
      .where(eq(users.id, response.json().user.id));
    expect(row?.profilePic).toBe('https://images.example.com/me.png');
  });
});
