import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackUrl } from '../../modules/connections/connect.service.ts';
import { approveConsent, buildListeningApp, type ListeningApp } from '../../../test/listening-app.ts';
import type { ConsentAccount, InboxItem, PlatformConnection } from '../types.ts';
import { googleBusinessOAuth } from './oauth.ts';
import { googleBusinessAdapter } from './sync.ts';

/**
 * The adapter against the simulator, over HTTP in Google's wire format: consent → accounts.list →
 * locations.list; reviews.list paging; the notification setting; a Pub/Sub push; updateReply, the
 * read-back, deleteReply.
 */
let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp();
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
const unique = () => `${Date.now()}${(serial += 1)}`.slice(-9);

async function consentAs(person: string): Promise<ConsentAccount[]> {
  const flow = googleBusinessOAuth(t.integrations.deps);
  const redirectUri = callbackUrl(t.baseUrl, 'google_business');
  const url = flow.authorizeUrl({ state: `s-${unique()}`, redirectUri, hints: { loginHint: person } });
  expect(new URL(url).searchParams.get('scope')).toBe('https://www.googleapis.com/auth/business.manage');
  expect(new URL(url).searchParams.get('access_type')).toBe('offline');
  const back = await approveConsent(url, { account: person, stopAtCallback: true });
  const query = Object.fromEntries(new URL(back.location ?? '').searchParams);
  return (await flow.accounts?.({ query, redirectUri, hints: {} })) ?? [];
}

async function connectionOf(): Promise<{ connection: PlatformConnection; locationId: string }> {
  const locationId = `16${unique()}`;
  const manager = `owner.${locationId}@gmail.test`;
  await t.control('POST', '/google_business/locations', { locationId, title: 'Showroom', manager });
  const [listed] = await consentAs(manager);
  if (!listed) throw new Error('the consent listed no location');
  return {
    locationId,
    connection: {
      id: 'c',
      accountId: 'a',
      brandId: 'b',
      platform: 'google_business',
      externalId: listed.externalId,
      credentials: listed.credentials,
      metadata: listed.metadata,
    },
  };
}

const sinkInto = (items: InboxItem[], skipped: number[] = []) => ({
  items: async (page: InboxItem[]) => void items.push(...page),
  products: async () => {},
  skipped: (count: number) => void skipped.push(count),
});

describe('Google Business Profile adapter against the simulator', () => {
  it('a person who manages no location gets one of their own; two people see different locations', async () => {
    const [ann] = await consentAs(`ann.${unique()}@gmail.test`);
    const [bob] = await consentAs(`bob.${unique()}@gmail.test`);
    expect(ann?.externalId).toMatch(/^\d+$/);
    expect(ann?.externalId).not.toBe(bob?.externalId);
    expect(ann?.metadata['account']).toMatch(/^accounts\/\d+$/);
  });

  it('imports every review across pages (60 over two pages of 50), each once, and stops early on a poll', async () => {
    const adapter = googleBusinessAdapter(t.integrations.deps);
    const { connection } = await connectionOf();
    const items: InboxItem[] = [];
    await adapter.sync(connection, { since: null }, sinkInto(items));
    expect(items).toHaveLength(60);
    expect(new Set(items.map((item) => item.externalId)).size).toBe(60);
    const recent: InboxItem[] = [];
    await adapter.sync(connection, { since: new Date() }, sinkInto(recent));
    expect(recent.length).toBeLessThan(60);
  });

  it('registers the notification setting; a new review is pushed to our endpoint and read back', async () => {
    const adapter = googleBusinessAdapter(t.integrations.deps);
    const { connection, locationId } = await connectionOf();
    await adapter.registerWebhooks?.(connection);
    const added = await t.control('POST', '/google_business/reviews', {
      locationId,
      rating: 5,
      comment: 'Lovely staff',
      reviewerName: 'Mia Rossi',
      emitWebhook: true,
    });
    expect(added.status).toBe(201);
    // The push reaches /webhooks/google_business (our server answers; no connection holds it here).
    expect(added.body.webhooks).toHaveLength(1);
    const item = await adapter.fetchItem?.(connection, { externalId: added.body.review.name });
    expect(item).toMatchObject({ content: 'Lovely staff', rating: 5, reviewerName: 'Mia Rossi' });
  });

  it('updateReply, the read-back, deleteReply (twice: the second is a no-op); another location is refused', async () => {
    const adapter = googleBusinessAdapter(t.integrations.deps);
    const { connection } = await connectionOf();
    const items: InboxItem[] = [];
    await adapter.sync(connection, { since: null }, sinkInto(items));
    const target = items[0]?.externalId ?? '';
    const reply = { targetId: target, message: 'Thanks  for coming!', idempotencyKey: 'k' };
    expect(await adapter.findReply?.(connection, reply)).toBeNull();
    expect(await adapter.postReply?.(connection, reply)).toEqual({ replyId: `${target}/reply` });
    expect(await adapter.findReply?.(connection, { ...reply, message: 'Thanks for coming!' })).toEqual({
      replyId: `${target}/reply`,
    });
    expect((await adapter.fetchItem?.(connection, { externalId: target }))?.metadata['reply']).toBe(
      'Thanks  for coming!',
    );
    await adapter.deleteReply?.(connection, { targetId: target });
    await adapter.deleteReply?.(connection, { targetId: target });
    expect((await adapter.fetchItem?.(connection, { externalId: target }))?.metadata['reply']).toBeNull();
    await expect(
      adapter.postReply?.(connection, { ...reply, targetId: 'accounts/1/locations/999/reviews/x' }),
    ).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('a revoked authorization is an auth error (the connection will ask for a reconnect)', async () => {
    const adapter = googleBusinessAdapter(t.integrations.deps);
    const { connection } = await connectionOf();
    const broken = { ...connection, credentials: { accessToken: '', refreshToken: '1//revoked-or-unknown' } };
    await expect(adapter.sync(broken, { since: null }, sinkInto([]))).rejects.toMatchObject({ kind: 'auth' });
  });
});
