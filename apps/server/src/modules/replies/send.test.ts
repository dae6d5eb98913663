import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, bothChannelsBlocker, INBOX_MESSAGES, sendResponseSchema } from '@bizamply/contracts';
import { comments, creditSettings, replies } from '../../db/schema/index.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import {
  connectWhatsAppRow,
  creditState,
  fakeDispatcher,
  grantCredits,
  insertComment,
  ledgerEntries,
  uniqueKey,
} from '../comments/inbox.test-support.ts';
import { ReplyDeliveryError } from './reply-dispatcher.ts';

let t: TestApp;
const fake = fakeDispatcher();
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await buildTestApp({}, { replyDispatcher: fake.dispatcher });
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createUserWithBrand>>;

async function funded(credits = 20) {
  const user = await createUserWithBrand(t);
  await grantCredits(t, user.account.id, credits);
  return user;
}

const send = (user: User, id: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: `/backend/api/comments/${id}/send`,
    token: user.token,
    brandId: user.brand.id,
    payload,
    headers,
  });

const draftFor = (user: User, overrides: Parameters<typeof insertComment>[2] = {}) =>
  insertComment(t, user, { status: 'draft', draftContent: 'Thanks Anna!', ...overrides });

const rowsOf = (commentId: string) => t.database.db.select().from(replies).where(eq(replies.commentId, commentId));
const commentRow = async (id: string) => (await t.database.db.select().from(comments).where(eq(comments.id, id)))[0];

describe('POST /backend/api/comments/{id}/send: platform', () => {
  it('charges sendCredits, delivers once with the derived key, and marks the item sent', async () => {
    const user = await funded();
    const comment = await draftFor(user, { platform: 'judgeme', postedAt: new Date(Date.now() - 5 * HOUR) });
    const key = uniqueKey('send');
    const response = await send(
      user,
      comment.id,
      { commentId: comment.id, replyText: 'Thank you, Anna!', source: 'judgeme', idempotencyKey: key },
      { 'x-idempotency-key': key },
    );
    expect(response.statusCode).toBe(200);
    const { data } = sendResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      success: true,
      status: 'sent',
      channelsUsed: ['platform'],
      creditInfo: { creditsUsed: 1, remainingCredits: 19 },
      warning: null,
      replayed: false,
      comment: { status: 'sent', sentContent: 'Thank you, Anna!', updatedContent: 'Thank you, Anna!' },
    });
    expect(data.dualChannelResults).toBeUndefined();
    expect(data.comment.responseTimeHours).toBeGreaterThanOrEqual(5);
    expect(data.comment.respondedAt).not.toBeNull();
    const calls = fake.calls.filter((call) => call.commentExternalId === comment.externalId);
    expect(calls).toEqual([
      expect.objectContaining({ channel: 'platform', idempotencyKey: `${key}:platform`, text: 'Thank you, Anna!' }),
    ]);
    const [row] = await rowsOf(comment.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, creditsCharged: 1, externalReplyId: expect.any(String) });
    const usage = (await ledgerEntries(t, user.account.id)).filter((entry) => entry.type === 'usage');
    expect(usage).toEqual([
      expect.objectContaining({ delta: -1, platform: 'judgeme', commentId: comment.id, response: 'Thank you, Anna!' }),
    ]);

    // The same key again: the first result, no second charge, no second delivery.
    const replay = await send(
      user,
      comment.id,
      { replyText: 'Thank you, Anna!', source: 'platform' },
      { 'x-idempotency-key': key },
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toMatchObject({
      replayed: true,
      status: 'sent',
      creditInfo: { creditsUsed: 1, remainingCredits: 19 },
    });
    expect(fake.calls.filter((call) => call.commentExternalId === comment.externalId)).toHaveLength(1);
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 19, ledgerSum: 19 });
  });

  it('refuses what cannot be sent, with a clear error and no change', async () => {
    const user = await funded();
    const pending = await insertComment(t, user, { status: 'pending' });
    const notDraft = await send(user, pending.id, {
      replyText: 'Hi',
      source: 'platform',
      idempotencyKey: uniqueKey('p'),
    });
    expect(notDraft.statusCode).toBe(409);
    expect(notDraft.json().message).toBe(INBOX_MESSAGES.notADraft);
    const sent = await insertComment(t, user, { status: 'sent' });
    expect(
      (await send(user, sent.id, { replyText: 'Hi', source: 'platform', idempotencyKey: uniqueKey('s') })).json()
        .message,
    ).toBe(INBOX_MESSAGES.alreadySent);
    const draft = await draftFor(user);
    const unknown = await send(user, '00000000-0000-4000-8000-000000000000', {
      replyText: 'Hi',
      source: 'platform',
      idempotencyKey: 'u',
    });
    expect(unknown.statusCode).toBe(404);
    const stranger = await funded();
    expect(
      (await send(stranger, draft.id, { replyText: 'Hi', source: 'platform', idempotencyKey: 'f' })).statusCode,
    ).toBe(404);
    const empty = await send(user, draft.id, { replyText: '  ', source: 'platform', idempotencyKey: uniqueKey('e') });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toEqual({ field: 'replyText', message: INBOX_MESSAGES.replyTextRequired });
    const huge = await send(user, draft.id, {
      replyText: 'x'.repeat(10 * 1024 * 1024),
      source: 'platform',
      idempotencyKey: 'h',
    });
    expect(huge.statusCode).toBe(413);
    expect(apiErrorSchema.parse(huge.json()).code).toBe('PAYLOAD_TOO_LARGE');
    for (const source of ['email', 'instagram']) {
      const wrong = await send(user, draft.id, { replyText: 'Hi', source, idempotencyKey: uniqueKey('src') });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().details[0]).toEqual({ field: 'source', message: INBOX_MESSAGES.sourceInvalid });
    }
    const mismatch = await send(user, draft.id, {
      commentId: pending.id,
      replyText: 'Hi',
      source: 'platform',
      idempotencyKey: 'm',
    });
    expect(mismatch.json().details[0].field).toBe('commentId');
    expect((await commentRow(draft.id))?.status).toBe('draft');
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 20, ledgerSum: 20 });
    expect(await rowsOf(draft.id)).toEqual([]);
  });

  it('answers 402 when the balance cannot pay, before anything is queued', async () => {
    const user = await createUserWithBrand(t);
    const draft = await draftFor(user);
    const response = await send(user, draft.id, {
      replyText: 'Hi',
      source: 'platform',
      idempotencyKey: uniqueKey('poor'),
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('INSUFFICIENT_CREDITS');
    expect(await rowsOf(draft.id)).toEqual([]);
  });

  it('refunds a send the platform rejects for good, marks the row failed and returns the item to Draft', async () => {
    const user = await funded(10);
    const draft = await draftFor(user);
    fake.behaviour.platform = async () => {
      throw new ReplyDeliveryError('Review not found on Judge.me', { permanent: true });
    };
    const response = await send(user, draft.id, {
      replyText: 'Thanks!',
      source: 'platform',
      idempotencyKey: uniqueKey('fail'),
    });
    fake.behaviour.platform = null;
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'PLATFORM_ERROR',
      message: INBOX_MESSAGES.sendFailed,
      details: [{ field: 'platform', message: 'Review not found on Judge.me' }],
    });
    const [row] = await rowsOf(draft.id);
    expect(row).toMatchObject({ status: 'failed', error: 'Review not found on Judge.me' });
    const refund = (await ledgerEntries(t, user.account.id)).find((entry) => entry.type === 'refund');
    expect(refund).toMatchObject({ delta: 1, idempotencyKey: `refund:${row?.id}`, commentId: draft.id });
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 10, ledgerSum: 10 });
    const comment = await commentRow(draft.id);
    expect(comment).toMatchObject({ status: 'draft', draftContent: 'Thanks!', respondedAt: null });
    expect(comment?.metadata).toMatchObject({ lastSendError: 'Review not found on Judge.me' });
  });
});

describe('POST …/send: both channels and the WhatsApp window', () => {
  const inWindow = () => ({
    customerPhone: '+1 555 123 4567',
    whatsappLastInboundAt: new Date(Date.now() - 2 * HOUR).toISOString(),
  });
  /** A funded brand with WhatsApp Business connected. */
  const withWhatsApp = async (credits = 20) => {
    const user = await funded(credits);
    await connectWhatsAppRow(t, user);
    return user;
  };

  it('charges 4 for Both by default (send, then send + 2 × WhatsApp extra) and reports dualChannelResults', async () => {
    const user = await withWhatsApp();
    const draft = await draftFor(user, { platform: 'yotpo', metadata: inWindow() });
    const response = await send(user, draft.id, {
      replyText: 'Thank you!',
      source: 'both',
      idempotencyKey: uniqueKey('both'),
    });
    expect(response.statusCode).toBe(200);
    const { data } = sendResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      status: 'sent',
      channelsUsed: ['platform', 'whatsapp'],
      dualChannelResults: { platformSuccess: true, whatsappSuccess: true, platformError: null, whatsappError: null },
      creditInfo: { creditsUsed: 4, remainingCredits: 16 },
      warning: null,
    });
    expect(Date.parse(data.whatsappWindowEndsAt ?? '')).toBeGreaterThan(Date.now());
    const whatsappCall = fake.calls.find(
      (call) => call.channel === 'whatsapp' && call.commentExternalId === draft.externalId,
    );
    expect(whatsappCall).toMatchObject({ customerPhone: '15551234567' });
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 16, ledgerSum: 16 });
  });

  it('costs 6 when the WhatsApp extra is 2 (the price comes from the settings in force)', async () => {
    await t.database.db
      .insert(creditSettings)
      .values({ freeCredits: 100, generateCredits: 2, sendCredits: 1, whatsappExtraCredits: 2, updatedBy: 'test' });
    try {
      const user = await withWhatsApp();
      const draft = await draftFor(user, { metadata: inWindow() });
      const response = await send(user, draft.id, {
        replyText: 'Hi',
        source: 'both',
        idempotencyKey: uniqueKey('four'),
      });
      expect(response.json().data.creditInfo).toEqual({ creditsUsed: 6, remainingCredits: 14 });
    } finally {
      await t.database.db
        .insert(creditSettings)
        .values({ freeCredits: 100, generateCredits: 2, sendCredits: 1, whatsappExtraCredits: 1, updatedBy: 'test' });
    }
  });

  it('refuses Both outside the 24-hour window, with the reason, charging nothing and keeping the draft', async () => {
    const user = await withWhatsApp();
    const stale = {
      customerPhone: '15550001111',
      whatsappLastInboundAt: new Date(Date.now() - 30 * HOUR).toISOString(),
    };
    const draft = await draftFor(user, { platform: 'yotpo', metadata: stale });
    const response = await send(user, draft.id, { replyText: 'Hi', source: 'both', idempotencyKey: uniqueKey('late') });
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      code: 'CONFLICT',
      message: INBOX_MESSAGES.bothOutsideWindow.replace('{platform}', 'Yotpo'),
    });
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 20, ledgerSum: 20 });
    expect(await commentRow(draft.id)).toMatchObject({ status: 'draft' });
    expect(fake.calls.some((call) => call.commentExternalId === draft.externalId)).toBe(false);
    // A WhatsApp message from the customer inside the window opens it again.
    const fresh = await draftFor(user, { platform: 'yotpo', metadata: { customerPhone: '15550001111' } });
    await insertComment(t, user, {
      platform: 'whatsapp',
      rating: null,
      metadata: { from: '15550001111' },
      postedAt: new Date(Date.now() - HOUR),
    });
    const reopened = await send(user, fresh.id, { replyText: 'Hi', source: 'both', idempotencyKey: uniqueKey('open') });
    expect(reopened.json().data.channelsUsed).toEqual(['platform', 'whatsapp']);
  });

  it('refuses Both where WhatsApp cannot be used, with the reason the inbox shows, charging nothing', async () => {
    const cases = [
      {
        platform: 'instagram',
        metadata: {},
        whatsapp: true,
        message: bothChannelsBlocker({ platform: 'instagram', customerPhone: null }, true),
      },
      {
        platform: 'tiktok',
        metadata: {},
        whatsapp: true,
        message: INBOX_MESSAGES.bothSocialItem.replace('{platform}', 'TikTok'),
      },
      { platform: 'judgeme', metadata: inWindow(), whatsapp: false, message: INBOX_MESSAGES.bothNoWhatsAppConnection },
      {
        platform: 'judgeme',
        metadata: {},
        whatsapp: true,
        message: INBOX_MESSAGES.bothNoPhone.replace('{platform}', 'Judge.me'),
      },
      {
        platform: 'whatsapp',
        metadata: { from: '15550002222' },
        whatsapp: true,
        message: INBOX_MESSAGES.bothWhatsAppItem,
        postedAt: new Date(Date.now() - HOUR),
      },
    ] as const;
    for (const entry of cases) {
      const user = entry.whatsapp ? await withWhatsApp() : await funded();
      const draft = await draftFor(user, {
        platform: entry.platform,
        metadata: entry.metadata,
        ...('postedAt' in entry ? { postedAt: entry.postedAt } : {}),
      });
      const response = await send(user, draft.id, { replyText: 'Hi', source: 'both', idempotencyKey: uniqueKey('no') });
      expect(response.statusCode, entry.platform).toBe(409);
      expect(response.json()).toMatchObject({ success: false, code: 'CONFLICT', status: 409, message: entry.message });
      expect(await creditState(t, user.account.id)).toMatchObject({ available: 20, ledgerSum: 20 });
      expect(await commentRow(draft.id)).toMatchObject({ status: 'draft' });
    }
  });

  it('answers a WhatsApp message only inside its 24-hour window', async () => {
    const user = await withWhatsApp();
    const old = await draftFor(user, {
      platform: 'whatsapp',
      rating: null,
      metadata: { from: '15559990000' },
      postedAt: new Date(Date.now() - 30 * HOUR),
    });
    const refused = await send(user, old.id, { replyText: 'Hi', source: 'platform', idempotencyKey: uniqueKey('wa') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(INBOX_MESSAGES.whatsappWindowClosed);
    const recent = await draftFor(user, {
      platform: 'whatsapp',
      rating: null,
      metadata: { from: '15559990000' },
      postedAt: new Date(Date.now() - HOUR),
    });
    const sent = await send(user, recent.id, { replyText: 'Hi', source: 'whatsapp', idempotencyKey: uniqueKey('wa') });
    expect(sent.json().data).toMatchObject({ status: 'sent', channelsUsed: ['platform'] });
    // The newer message reopened the conversation for the older one too.
    const reopened = await send(user, old.id, { replyText: 'Hi', source: 'platform', idempotencyKey: uniqueKey('wa') });
    expect(reopened.statusCode).toBe(200);
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 18, ledgerSum: 18 });
  });

  it('keeps the item sent when one channel fails, refunding only that channel', async () => {
    const user = await withWhatsApp(10);
    const draft = await draftFor(user, { metadata: inWindow() });
    fake.behaviour.whatsapp = async () => {
      throw new ReplyDeliveryError('(#131047) Re-engagement message', { permanent: true });
    };
    const response = await send(user, draft.id, { replyText: 'Hi', source: 'both', idempotencyKey: uniqueKey('half') });
    fake.behaviour.whatsapp = null;
    const { data } = sendResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      status: 'partial',
      dualChannelResults: {
        platformSuccess: true,
        whatsappSuccess: false,
        platformError: null,
        whatsappError: '(#131047) Re-engagement message',
      },
      creditInfo: { creditsUsed: 1, remainingCredits: 9 },
      comment: { status: 'sent' },
    });
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 9, ledgerSum: 9 });
  });
});
