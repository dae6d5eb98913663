import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '@bizamply/contracts';
import { comments, connections } from '../db/schema/index.ts';
import { createUserWithBrand } from '../../test/app.ts';
import {
  approveConsent,
  buildListeningApp,
  connectWithConsent,
  cookiesOf,
  type ListeningApp,
} from '../../test/listening-app.ts';
import { createPlatformReplyDispatcher } from '../modules/ingestion/reply-dispatcher.ts';
import { syncConnection } from '../modules/ingestion/ingestion.service.ts';
import { openConnection } from '../modules/ingestion/ingestion.service.ts';
import { ReplyDeliveryError } from '../modules/replies/reply-dispatcher.ts';
import { createCipher, loadInstanceSecret } from '../lib/secrets.ts';

let t: ListeningApp;
let dispatcher: ReturnType<typeof createPlatformReplyDispatcher>;
let cipher: ReturnType<typeof createCipher>;
const log = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  t = await buildListeningApp();
  cipher = createCipher(await loadInstanceSecret(t.database.db));
  dispatcher = createPlatformReplyDispatcher({ db: t.database.db, cipher, integrations: t.integrations });
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
  expect(
    (await approveConsent(popup.headers.get('location') ?? '', { account: options.account, cookie: cookiesOf(popup) }))
      .status,
  ).toBe(200);
  await t.runJobs();
  const [row] = await t.database.db
    .select()
    .from(connections)
    .where(and(eq(connections.brandId, user.brand.id), eq(connections.platform, platform)));
  if (!row) throw new Error('not connected');
  return row;
}

const firstComment = async (brandId: string, platform: Platform) => {
  const [row] = await t.database.db
    .select()
    .from(comments)
    .where(and(eq(comments.brandId, brandId), eq(comments.platform, platform)))
    .limit(1);
  if (!row) throw new Error('no comment');
  return row;
};
const replies = async (platform: Platform) =>
  (await t.control('GET', `/replies?platform=${platform}`)).body.replies as {
    targetId: string;
    message: string;
    replyId: string;
  }[];

describe('posting replies (they appear in the simulator’s replies log)', () => {
  it('Judge.me, Instagram, Facebook, TikTok and Yotpo replies reach the platform once each', async () => {
    const user = await createUserWithBrand(t);
    await connect(user, 'shopify', { shop: `replies-${Date.now()}.myshopify.com` });
    await connect(user, 'judgeme');
    await connect(user, 'instagram', { account: `replies${Date.now()}` });
    await connectWithConsent(t, user, 'facebook', `10485763${String(Date.now()).slice(-7)}`);
    await connectWithConsent(t, user, 'tiktok', `replytok${Date.now()}`);
    await t.runJobs();

    for (const platform of ['judgeme', 'instagram', 'facebook', 'tiktok'] as const) {
      const comment = await firstComment(user.brand.id, platform);
      const key = `reply-${platform}-${comment.id}`;
      const result = await dispatcher.sendToPlatform({
        accountId: user.account.id,
        brandId: user.brand.id,
        platform,
        commentExternalId: comment.externalId,
        mediaId: comment.mediaId,
        text: `Thank you! (${platform})`,
        idempotencyKey: key,
      });
      expect(result.externalReplyId.length).toBeGreaterThan(3);
      const logged = (await replies(platform)).filter((entry) => entry.targetId === comment.externalId);
      expect(logged).toHaveLength(1);
      expect(logged[0]?.message).toBe(`Thank you! (${platform})`);
    }

    const other = await createUserWithBrand(t);
    await connect(other, 'yotpo', { account: `replyKey${Date.now()}` });
    const review = await firstComment(other.brand.id, 'yotpo');
    const sent = await dispatcher.sendToPlatform({
      accountId: other.account.id,
      brandId: other.brand.id,
      platform: 'yotpo',
      commentExternalId: review.externalId,
      mediaId: null,
      text: 'Thanks for the review',
      idempotencyKey: 'k-yotpo',
    });
    expect((await replies('yotpo')).some((entry) => entry.replyId === sent.externalReplyId)).toBe(true);
  });

  it('WhatsApp: inside the 24-hour window a text goes out; outside it the platform refuses (permanent)', async () => {
    const user = await createUserWithBrand(t);
    const wa = await connect(user, 'whatsapp', { account: '15550001234' });
    await t.control('POST', '/whatsapp/messages', {
      phoneNumberId: wa.externalId,
      from: '15551112222',
      text: 'Hello?',
    });
    const base = {
      accountId: user.account.id,
      brandId: user.brand.id,
      platform: 'whatsapp' as const,
      commentExternalId: 'x',
      mediaId: null,
    };
    const ok = await dispatcher.sendWhatsApp({
      ...base,
      text: 'Hi! On its way.',
      idempotencyKey: 'wa-1',
      customerPhone: '15551112222',
    });
    expect(ok.externalReplyId).toMatch(/^wamid\./);
    const refused = dispatcher.sendWhatsApp({
      ...base,
      text: 'Hello',
      idempotencyKey: 'wa-2',
      customerPhone: '15553334444',
    });
    await expect(refused).rejects.toMatchObject({ permanent: true });
    await expect(refused).rejects.toBeInstanceOf(ReplyDeliveryError);
  });

  it('hides an Instagram comment on the platform', async () => {
    const user = await createUserWithBrand(t);
    const row = await connect(user, 'instagram', { account: `hide${Date.now()}` });
    const comment = await firstComment(user.brand.id, 'instagram');
    const adapter = t.integrations.adapters.instagram;
    await adapter.hideComment?.(openConnection(cipher, row), { targetId: comment.externalId, hidden: true });
    await syncConnection(
      { db: t.database.db, cipher, integrations: t.integrations, log },
      { accountId: row.accountId, connectionId: row.id, mode: 'full' },
    );
    const [after] = await t.database.db.select().from(comments).where(eq(comments.id, comment.id));
    expect(after?.metadata).toMatchObject({ hidden: true });
  });
});

describe('rate limits and dead tokens', () => {
  it('waits the Retry-After of a 429, then succeeds (bounded retries)', async () => {
    const user = await createUserWithBrand(t);
    const row = await connect(user, 'instagram', { account: `limits${Date.now()}` });
    await t.control('POST', '/faults', { platform: 'instagram', kind: 'rate_limit', count: 1, retryAfterSeconds: 1 });
    t.waits.length = 0;
    const summary = await syncConnection(
      { db: t.database.db, cipher, integrations: t.integrations, log },
      { accountId: row.accountId, connectionId: row.id, mode: 'full' },
    );
    expect(summary.status).toBe('ok');
    expect(t.waits).toContain(1000);

    // A platform that keeps answering 429 makes the job fail (it is retried later), with the reason kept.
    await t.control('POST', '/faults', { platform: 'instagram', kind: 'rate_limit', count: 4, retryAfterSeconds: 0 });
    await expect(
      syncConnection(
        { db: t.database.db, cipher, integrations: t.integrations, log },
        { accountId: row.accountId, connectionId: row.id, mode: 'full' },
      ),
    ).rejects.toMatchObject({ kind: 'rate_limit' });
    const [failed] = await t.database.db.select().from(connections).where(eq(connections.id, row.id));
    expect(failed?.lastError).toContain('Page request limit reached');
    expect(failed?.needsAttention).toBeNull();
  });

  it('respects Shopify throttleStatus: a THROTTLED answer waits for the bucket to refill', async () => {
    const user = await createUserWithBrand(t);
    const shop = `throttle-${Date.now()}.myshopify.com`;
    const row = await connect(user, 'shopify', { shop });
    await t.control('POST', '/shopify/throttle', { shop, currentlyAvailable: 0 });
    t.waits.length = 0;
    const summary = await syncConnection(
      { db: t.database.db, cipher, integrations: t.integrations, log },
      { accountId: row.accountId, connectionId: row.id, mode: 'full' },
    );
    expect(summary).toMatchObject({ status: 'ok', products: 12 });
    // Cost 52 at 100 points/s restore: about half a second.
    expect(t.waits.some((ms) => ms >= 500 && ms <= 600)).toBe(true);
  });

  it.each(['instagram', 'shopify', 'judgeme'] as const)(
    'an expired token on %s marks the connection "reconnect" and stops',
    async (platform) => {
      const user = await createUserWithBrand(t);
      let row;
      if (platform === 'instagram') {
        row = await connect(user, 'instagram', { account: `exp${Date.now()}` });
      } else {
        const shopify = await connect(user, 'shopify', { shop: `expired-${platform}-${Date.now()}.myshopify.com` });
        row = platform === 'shopify' ? shopify : await connect(user, 'judgeme');
      }
      if (!row) throw new Error('no connection');
      await t.control('POST', '/faults', { platform, kind: 'expired_token', count: 1 });
      const summary = await syncConnection(
        { db: t.database.db, cipher, integrations: t.integrations, log },
        { accountId: row.accountId, connectionId: row.id, mode: 'incremental' },
      );
      expect(summary.status).toBe('needs_attention');
      const [after] = await t.database.db.select().from(connections).where(eq(connections.id, row.id));
      expect(after?.needsAttention).toBe('reconnect');
      expect(after?.lastError).toBeTruthy();
      const map = await t.request({ url: `/api/connections?brandId=${user.brand.id}`, token: user.token });
      const card = map.json().data.connections[platform];
      expect(card).toMatchObject({ connected: true, needsAttention: true });
      expect(card.data[0]).toMatchObject({ needsAttention: 'reconnect' });
    },
  );

  it('a revoked token found by a job (Meta code 190) needs a reconnect; reconnecting clears it', async () => {
    const user = await createUserWithBrand(t);
    const username = `revoked${Date.now()}`;
    const row = await connect(user, 'instagram', { account: username });
    await t.control('POST', '/tokens/revoke', { platform: 'instagram', account: row.externalId });
    await t.queue.add('integrations:sync', { accountId: row.accountId, connectionId: row.id, mode: 'incremental' });
    await t.runJobs();
    const [flagged] = await t.database.db.select().from(connections).where(eq(connections.id, row.id));
    expect(flagged?.needsAttention).toBe('reconnect');
    expect(flagged?.lastError).toContain('invalidated');
    await connect(user, 'instagram', { account: username });
    const [healed] = await t.database.db.select().from(connections).where(eq(connections.id, row.id));
    expect(healed?.needsAttention).toBeNull();
  });
});
