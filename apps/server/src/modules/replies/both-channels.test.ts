import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_MESSAGES, sendResponseSchema, simRepliesResponseSchema, type Platform } from '@bizamply/contracts';
import { comments } from '../../db/schema/index.ts';
import { createUserWithBrand } from '../../../test/app.ts';
import { buildListeningApp, connectThroughPopup, type ListeningApp } from '../../../test/listening-app.ts';
import { creditState, grantCredits, uniqueKey } from '../comments/inbox.test-support.ts';

/**
 * Issue 5's "Both" end to end on the real wire: a Judge.me review carrying the reviewer's phone arrives by
 * webhook, the customer's WhatsApp message arrives by webhook, and the reply goes out to Judge.me and to
 * WhatsApp through the simulator, which logs every reply it received.
 */
let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp({}, { sends: true });
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createUserWithBrand>>;

/** A brand with Shopify + Judge.me on its own shop and its own WhatsApp number, and 20 credits. */
async function merchant() {
  const user = await createUserWithBrand(t);
  await grantCredits(t, user.account.id, 20);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const shop = `both-${stamp}.myshopify.com`;
  await connectThroughPopup(t, user, 'shopify', { shop });
  await connectThroughPopup(t, user, 'judgeme');
  const whatsapp = await connectThroughPopup(t, user, 'whatsapp', { account: `1555${stamp.slice(-7)}` });
  return { user, shop, phoneNumberId: whatsapp.externalId };
}

/** A review added on Judge.me (webhook), stored and made a draft as if generated. */
async function reviewDraft(user: User, shop: string, phone: string) {
  const added = await t.control('POST', '/judgeme/reviews', {
    shop,
    rating: 4,
    body: 'Lovely roast, the bag arrived a bit crushed.',
    reviewerName: 'Rosa Lind',
    phone,
  });
  expect(added.status).toBe(201);
  const externalId = String(added.body.review.id);
  const [stored] = await t.database.db
    .update(comments)
    .set({ status: 'draft', draftContent: 'Thank you, Rosa!' })
    .where(and(eq(comments.brandId, user.brand.id), eq(comments.externalId, externalId)))
    .returning();
  if (!stored) throw new Error('the review did not arrive');
  return stored;
}

const sendBoth = (user: User, commentId: string, replyText: string) =>
  t.request({
    method: 'POST',
    url: `/backend/api/comments/${commentId}/send`,
    token: user.token,
    brandId: user.brand.id,
    payload: { replyText, source: 'both', idempotencyKey: uniqueKey('both') },
  });

const received = async (platform: Platform, account: string) =>
  simRepliesResponseSchema.parse(
    (await t.control('GET', `/replies?platform=${platform}&account=${encodeURIComponent(account)}`)).body,
  ).replies;

describe('Send via Both for a Judge.me review with the reviewer’s phone', () => {
  it('stores the phone from the history import and the webhook, normalised as WhatsApp names it', async () => {
    const { user, shop } = await merchant();
    const imported = await t.database.db
      .select()
      .from(comments)
      .where(and(eq(comments.brandId, user.brand.id), eq(comments.platform, 'judgeme')));
    const phones = imported.map((row) => row.metadata['customerPhone']).filter(Boolean);
    // The simulator gives about two in five generated reviewers a phone.
    expect(phones.length).toBeGreaterThan(10);
    expect(phones.length).toBeLessThan(imported.length);
    for (const phone of phones) expect(phone).toMatch(/^1\d{10}$/);

    const draft = await reviewDraft(user, shop, '+44 (7700) 900-123');
    expect(draft.metadata).toMatchObject({ customerPhone: '447700900123' });
  });

  it('within 24 h of the customer’s WhatsApp message: charges 4 and delivers once to each channel', async () => {
    const { user, shop, phoneNumberId } = await merchant();
    const draft = await reviewDraft(user, shop, '+44 7700 900456');
    const message = await t.control('POST', '/whatsapp/messages', {
      phoneNumberId,
      from: '447700900456',
      name: 'Rosa Lind',
      text: 'Hi, I left a review about the crushed bag.',
    });
    expect(message.body.webhooks.map((hook: { status: number }) => hook.status)).toEqual([200]);

    const response = await sendBoth(user, draft.id, 'Thank you, Rosa! A new bag is on its way.');
    expect(response.statusCode).toBe(200);
    const { data } = sendResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      status: 'sent',
      channelsUsed: ['platform', 'whatsapp'],
      dualChannelResults: { platformSuccess: true, whatsappSuccess: true, platformError: null, whatsappError: null },
      creditInfo: { creditsUsed: 4, remainingCredits: 16 },
      warning: null,
    });
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 16, ledgerSum: 16 });

    const judgeme = await received('judgeme', shop);
    expect(judgeme.filter((entry) => entry.targetId === draft.externalId)).toEqual([
      expect.objectContaining({ message: 'Thank you, Rosa! A new bag is on its way.' }),
    ]);
    expect(await received('whatsapp', phoneNumberId)).toEqual([
      expect.objectContaining({ targetId: '447700900456', message: 'Thank you, Rosa! A new bag is on its way.' }),
    ]);
  });

  it('without a WhatsApp message from that number: refused with the reason, nothing charged or sent', async () => {
    const { user, shop, phoneNumberId } = await merchant();
    const draft = await reviewDraft(user, shop, '+44 7700 900789');
    // Someone else wrote on WhatsApp: that opens no window for this reviewer.
    await t.control('POST', '/whatsapp/messages', { phoneNumberId, from: '447700900000', text: 'Hello?' });

    const response = await sendBoth(user, draft.id, 'Thank you, Rosa!');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: INBOX_MESSAGES.bothNoConversation.replace('{platform}', 'Judge.me'),
    });
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 20, ledgerSum: 20 });
    expect((await received('judgeme', shop)).filter((entry) => entry.targetId === draft.externalId)).toEqual([]);
    expect(await received('whatsapp', phoneNumberId)).toEqual([]);
  });
});
