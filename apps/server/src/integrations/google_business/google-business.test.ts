import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_MESSAGES, platformAccountTakenMessage } from '@bizamply/contracts';
import { GOOGLE_BUSINESS_DEMO, GOOGLE_BUSINESS_SIMULATOR } from '@bizamply/contracts/platforms/google_business';
import { comments, connections, webhookDeliveries } from '../../db/schema/index.ts';
import { createUserWithBrand } from '../../../test/app.ts';
import { grantCredits } from '../../modules/comments/inbox.test-support.ts';
import { callbackUrl } from '../../modules/connections/connect.service.ts';
import { openConnection } from '../../modules/ingestion/index.ts';
import {
  approveConsent,
  buildListeningApp,
  connectDirect,
  consentThroughPopup,
  type ListeningApp,
} from '../../../test/listening-app.ts';

/**
 * Google Business Profile reviews end to end against the simulator, in Google's wire format: the consent lists
 * the person's locations, a location is connected (one per brand, one customer account), its reviews are
 * imported, a Pub/Sub push of NEW_REVIEW brings a new one, replies go out with reviews.updateReply (charged)
 * and come off with reviews.deleteReply.
 */
let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp({}, { sends: true });
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createUserWithBrand>>;
let serial = 0;
const unique = () => `${Date.now()}${(serial += 1)}`.slice(-9);

/** A location managed by a Google person of its own (simulator control API). */
async function newLocation(title = 'Showroom') {
  const locationId = `15${unique()}`;
  const manager = `owner.${locationId}@gmail.test`;
  const created = await t.control('POST', '/google_business/locations', { locationId, title, manager });
  expect(created.status).toBe(201);
  return { locationId, manager, account: created.body.location.account as string };
}

async function connectLocation(user: User, location: { locationId: string; manager: string }) {
  const grant = await consentThroughPopup(t, user, 'google_business', location.manager);
  return { grant, answer: await connectDirect(t, user, 'google_business', location.locationId, grant) };
}

const itemsOf = (brandId: string) =>
  t.database.db
    .select()
    .from(comments)
    .where(and(eq(comments.brandId, brandId), eq(comments.platform, 'google_business')));

/** The review as Google now reports it (reviews.get through the adapter): its reply, if any. */
async function replyOnGoogle(brandId: string, name: string) {
  const [row] = await t.database.db
    .select()
    .from(connections)
    .where(and(eq(connections.brandId, brandId), eq(connections.platform, 'google_business')));
  if (!row) throw new Error('not connected');
  const item = await t.integrations.adapters.google_business.fetchItem?.(openConnection(t.cipher, row), {
    externalId: name,
  });
  return item?.metadata['reply'] ?? null;
}

describe('Google Business Profile consent: the locations the signed-in person manages', () => {
  it('lists each person’s locations only (title, account), and the demo location for the demo person', async () => {
    const mine = await newLocation('Mission Street shop');
    await newLocation('Someone else’s shop');
    const flow = t.integrations.oauth.google_business;
    const listed = async (person: string) => {
      const redirectUri = callbackUrl(t.baseUrl, 'google_business');
      const back = await approveConsent(flow.authorizeUrl({ state: `s-${unique()}`, redirectUri, hints: {} }), {
        account: person,
        stopAtCallback: true,
      });
      const query = Object.fromEntries(new URL(back.location ?? '').searchParams);
      return (await flow.accounts?.({ query, redirectUri, hints: {} })) ?? [];
    };
    const seen = await listed(mine.manager);
    expect(seen).toMatchObject([
      {
        externalId: mine.locationId,
        displayName: 'Mission Street shop',
        value: mine.locationId,
        metadata: { account: mine.account, location: `locations/${mine.locationId}` },
      },
    ]);
    expect(seen[0]?.credentials.refreshToken).toMatch(/^1\/\//);
    const demo = await listed('demo@bizamply.test');
    expect(demo.map((entry) => entry.externalId)).toEqual([GOOGLE_BUSINESS_DEMO.locationId]);
  });
});

describe('a connected location: import, notifications, replies', () => {
  it('connects after the consent, imports the reviews, and refuses a location the consent did not list', async () => {
    const user = await createUserWithBrand(t);
    const location = await newLocation();
    const grant = await consentThroughPopup(t, user, 'google_business', location.manager);
    const listed = await t.request({
      url: '/integrations/google_business/consent',
      token: user.token,
      headers: { cookie: grant },
    });
    expect(listed.json().data).toMatchObject({ granted: true, accounts: [{ id: location.locationId, taken: false }] });

    const other = await connectDirect(t, user, 'google_business', '1599999999999', grant);
    expect(other.statusCode).toBe(400);

    const ok = await connectDirect(t, user, 'google_business', location.locationId, grant);
    expect(ok.statusCode).toBe(200);
    await t.runJobs();
    const items = await itemsOf(user.brand.id);
    expect(items).toHaveLength(60);
    for (const item of items) {
      expect(item.externalId).toMatch(new RegExp(`^${location.account}/locations/${location.locationId}/reviews/`));
      expect(item.rating).toBeGreaterThanOrEqual(1);
    }
  });

  it('a NEW_REVIEW push (delivered twice at once) stores the review once; a replayed message is a duplicate', async () => {
    const user = await createUserWithBrand(t);
    const location = await newLocation();
    expect((await connectLocation(user, location)).answer.statusCode).toBe(200);
    await t.runJobs();
    const added = await t.control('POST', '/google_business/reviews', {
      locationId: location.locationId,
      rating: 1,
      comment: 'Cold coffee and a rude cashier.',
      reviewerName: 'Noah Kim',
      deliverTwice: true,
    });
    expect(added.status).toBe(201);
    expect(added.body.webhooks.map((hook: { status: number }) => hook.status)).toEqual([200, 200]);
    await t.runJobs();
    const stored = (await itemsOf(user.brand.id)).filter((item) => item.externalId === added.body.review.name);
    expect(stored).toMatchObject([{ content: 'Cold coffee and a rude cashier.', rating: 1, reviewerName: 'Noah Kim' }]);
    const deliveries = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.platform, 'google_business'));
    expect(deliveries.filter((row) => row.deliveryId === added.body.messageId)).toHaveLength(1);
  });

  it('refuses pushes without the verification token (401) and unreadable ones (400), storing nothing', async () => {
    const data = Buffer.from(
      JSON.stringify({ type: 'NEW_REVIEW', review: 'accounts/1/locations/2/reviews/x' }),
    ).toString('base64');
    const payload = { message: { data, messageId: `m${unique()}` }, subscription: 'projects/p/subscriptions/s' };
    const bad = await t.request({ method: 'POST', url: '/webhooks/google_business?token=wrong', payload });
    expect(bad.statusCode).toBe(401);
    const none = await t.request({ method: 'POST', url: '/webhooks/google_business', payload });
    expect(none.statusCode).toBe(401);
    const token = GOOGLE_BUSINESS_SIMULATOR.pushToken;
    const broken = await t.request({
      method: 'POST',
      url: `/webhooks/google_business?token=${token}`,
      payload: { message: { data: '%%%', messageId: 'x' } },
    });
    expect(broken.statusCode).toBe(400);
    const first = await t.request({ method: 'POST', url: `/webhooks/google_business?token=${token}`, payload });
    expect(first.json()).toMatchObject({ received: true, duplicate: false });
    const again = await t.request({ method: 'POST', url: `/webhooks/google_business?token=${token}`, payload });
    expect(again.json()).toMatchObject({ received: true, duplicate: true });
  });

  it('sends a reply with reviews.updateReply (charged once), then deletes it with reviews.deleteReply', async () => {
    const user = await createUserWithBrand(t);
    await grantCredits(t, user.account.id, 10);
    const location = await newLocation();
    expect((await connectLocation(user, location)).answer.statusCode).toBe(200);
    await t.runJobs();
    const [item] = await itemsOf(user.brand.id);
    if (!item) throw new Error('no review imported');
    const balance = async () =>
      (await t.request({ url: '/api/credits/balance', token: user.token })).json().data.availableCredits as number;
    const before = await balance();
    const drafted = await t.request({
      method: 'PUT',
      url: `/api/comments/${item.id}/draft`,
      token: user.token,
      brandId: user.brand.id,
      payload: { draftContent: 'Thank you for visiting us!', status: 'draft' },
    });
    expect(drafted.statusCode).toBe(200);
    const sent = await t.request({
      method: 'POST',
      url: `/api/comments/${item.id}/send`,
      token: user.token,
      brandId: user.brand.id,
      payload: { replyText: 'Thank you for visiting us!', source: 'platform', idempotencyKey: `gbp-${unique()}` },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.status).toBe('sent');
    expect(await balance()).toBe(before - 1);
    const log = (await t.control('GET', `/replies?platform=google_business&account=${location.locationId}`)).body
      .replies;
    expect(log).toMatchObject([{ targetId: item.metadata['reviewId'], message: 'Thank you for visiting us!' }]);
    expect(await replyOnGoogle(user.brand.id, item.externalId)).toBe('Thank you for visiting us!');

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/comments/${item.id}/reply`,
      token: user.token,
      brandId: user.brand.id,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: INBOX_MESSAGES.replyDeleted });
    expect(await replyOnGoogle(user.brand.id, item.externalId)).toBeNull();
    const [after] = await t.database.db.select().from(comments).where(eq(comments.id, item.id));
    expect(after).toMatchObject({
      status: 'draft',
      draftContent: 'Thank you for visiting us!',
      sentContent: null,
      respondedAt: null,
    });
    expect(await balance()).toBe(before - 1);

    const twice = await t.request({
      method: 'DELETE',
      url: `/api/comments/${item.id}/reply`,
      token: user.token,
      brandId: user.brand.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ success: false, code: 'CONFLICT', message: INBOX_MESSAGES.noReplyToDelete });
    const stranger = await createUserWithBrand(t);
    const foreign = await t.request({
      method: 'DELETE',
      url: `/api/comments/${item.id}/reply`,
      token: stranger.token,
      brandId: stranger.brand.id,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('one customer account per Google location', () => {
  it('a location another customer account connected is refused with 409 and nothing is stored', async () => {
    const location = await newLocation('Shared showroom');
    const first = await createUserWithBrand(t);
    expect((await connectLocation(first, location)).answer.statusCode).toBe(200);
    const second = await createUserWithBrand(t);
    const taken = await connectLocation(second, location);
    expect(taken.answer.statusCode).toBe(409);
    expect(taken.answer.json()).toMatchObject({
      code: 'CONFLICT',
      message: platformAccountTakenMessage('google_business'),
    });
    const rows = await t.database.db.select().from(connections).where(eq(connections.brandId, second.brand.id));
    expect(rows.filter((row) => row.platform === 'google_business')).toHaveLength(0);
  });
});
