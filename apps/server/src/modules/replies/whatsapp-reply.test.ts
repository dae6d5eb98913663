import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResponseSchema, sendResponseSchema, simRepliesResponseSchema } from '@bizamply/contracts';
import { comments } from '../../db/schema/index.ts';
import { createUserWithBrand } from '../../../test/app.ts';
import { buildListeningApp, connectThroughPopup, type ListeningApp } from '../../../test/listening-app.ts';
import { creditState, grantCredits, uniqueKey } from '../comments/inbox.test-support.ts';

/**
 * Issue 19 item 1 on the real wire: a customer's WhatsApp message arrives by webhook from the simulator, the
 * merchant generates a reply and sends it via WhatsApp; it must reach the sender's number (not the message id).
 * A send that fails for good after a paid generate keeps the draft, refunds the send, and goes through once the
 * connection is fixed.
 */
let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp({}, { sends: true });
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createUserWithBrand>>;

async function merchantWithMessage(from: string) {
  const user = await createUserWithBrand(t);
  await grantCredits(t, user.account.id, 20);
  const account = `1555${Math.floor(Math.random() * 1e7)}`;
  const whatsapp = await connectThroughPopup(t, user, 'whatsapp', { account });
  const message = await t.control('POST', '/whatsapp/messages', {
    phoneNumberId: whatsapp.externalId,
    from,
    name: 'Ola Berg',
    text: 'Hi! Does the large mug fit in a dishwasher?',
  });
  expect(message.status).toBe(201);
  const [stored] = await t.database.db
    .select()
    .from(comments)
    .where(and(eq(comments.brandId, user.brand.id), eq(comments.platform, 'whatsapp')));
  if (!stored) throw new Error('the WhatsApp message did not arrive');
  return { user, account, phoneNumberId: whatsapp.externalId, comment: stored };
}

const generate = (user: User, commentId: string) =>
  t.request({
    method: 'POST',
    url: '/backend/api/comments/generate-response',
    token: user.token,
    brandId: user.brand.id,
    payload: { commentId, idempotencyKey: uniqueKey('gen') },
  });

const sendViaWhatsApp = (user: User, commentId: string, replyText: string) =>
  t.request({
    method: 'POST',
    url: `/backend/api/comments/${commentId}/send`,
    token: user.token,
    brandId: user.brand.id,
    payload: { replyText, source: 'platform', idempotencyKey: uniqueKey('wa') },
  });

const received = async (account: string) =>
  simRepliesResponseSchema.parse(
    (await t.control('GET', `/replies?platform=whatsapp&account=${encodeURIComponent(account)}`)).body,
  ).replies;

describe('Answering a WhatsApp message', () => {
  it('generates, then sends the reply to the sender’s number: 2 + 1 credits', async () => {
    const { user, phoneNumberId, comment } = await merchantWithMessage('447700900321');
    const generated = await generate(user, comment.id);
    expect(generated.statusCode).toBe(200);
    const draft = generateResponseSchema.parse(generated.json()).data.response;

    const response = await sendViaWhatsApp(user, comment.id, draft);
    expect(response.statusCode).toBe(200);
    expect(sendResponseSchema.parse(response.json()).data).toMatchObject({
      status: 'sent',
      channelsUsed: ['platform'],
      creditInfo: { creditsUsed: 1, remainingCredits: 17 },
    });
    expect(await received(phoneNumberId)).toEqual([
      expect.objectContaining({ targetId: '447700900321', message: draft }),
    ]);
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 17, ledgerSum: 17 });
  });

  it('a send that fails for good keeps the paid draft and refunds; once reconnected the same draft goes out', async () => {
    const { user, account, phoneNumberId, comment } = await merchantWithMessage('447700900654');
    const generated = await generate(user, comment.id);
    const draft = generateResponseSchema.parse(generated.json()).data.response;

    await t.control('POST', '/faults', { platform: 'whatsapp', kind: 'expired_token', count: 1 });
    const failed = await sendViaWhatsApp(user, comment.id, draft);
    expect(failed.statusCode).toBe(502);
    const [afterFailure] = await t.database.db.select().from(comments).where(eq(comments.id, comment.id));
    expect(afterFailure).toMatchObject({ status: 'draft', draftContent: draft });
    // Generate 2 stays spent (the draft is kept); the send's 1 came back.
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 18, ledgerSum: 18 });

    await connectThroughPopup(t, user, 'whatsapp', { account });
    const retried = await sendViaWhatsApp(user, comment.id, draft);
    expect(retried.statusCode).toBe(200);
    expect(await received(phoneNumberId)).toEqual([
      expect.objectContaining({ targetId: '447700900654', message: draft }),
    ]);
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 17, ledgerSum: 17 });
  });
});
