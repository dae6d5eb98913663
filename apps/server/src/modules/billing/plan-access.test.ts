import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, planExclusionMessage, type PlanTier, type Platform } from '@bizamply/contracts';
import { users } from '../../db/schema/index.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import {
  creditState,
  fakeAi,
  fakeDispatcher,
  grantCredits,
  insertComment,
  uniqueKey,
} from '../comments/inbox.test-support.ts';

/** Issue 19 item 20: Basic's card says "no social comments"; the server refuses exactly those, nothing else. */
let t: TestApp;
const ai = fakeAi();
const fake = fakeDispatcher();

beforeAll(async () => {
  t = await buildTestApp({}, { ai: ai.provider, replyDispatcher: fake.dispatcher });
});
afterAll(async () => {
  await t.close();
});

async function onPlan(tier: PlanTier) {
  const user = await createUserWithBrand(t);
  await grantCredits(t, user.account.id, 50);
  await t.database.db.update(users).set({ accountType: tier }).where(eq(users.accountId, user.account.id));
  return user;
}

type User = Awaited<ReturnType<typeof onPlan>>;

const generate = (user: User, commentId: string) =>
  t.request({
    method: 'POST',
    url: '/backend/api/comments/generate-response',
    token: user.token,
    brandId: user.brand.id,
    payload: { commentId, idempotencyKey: uniqueKey('gen') },
  });

const send = (user: User, commentId: string) =>
  t.request({
    method: 'POST',
    url: `/backend/api/comments/${commentId}/send`,
    token: user.token,
    brandId: user.brand.id,
    payload: { replyText: 'Thank you!', source: 'platform', idempotencyKey: uniqueKey('send') },
  });

describe('plan exclusions on the server', () => {
  it('Basic: Instagram, Facebook and TikTok comments are refused for generate and send, with nothing charged', async () => {
    const user = await onPlan('basic');
    for (const platform of ['instagram', 'facebook', 'tiktok'] as Platform[]) {
      const pending = await insertComment(t, user, { platform, rating: null });
      const refused = await generate(user, pending.id);
      expect(refused.statusCode, platform).toBe(403);
      expect(apiErrorSchema.parse(refused.json())).toMatchObject({
        code: 'FORBIDDEN',
        message: planExclusionMessage('basic', platform),
      });
      const draft = await insertComment(t, user, { platform, rating: null, status: 'draft', draftContent: 'Hi' });
      const notSent = await send(user, draft.id);
      expect(notSent.statusCode, platform).toBe(403);
      expect(notSent.json().message).toContain('Basic plan does not include');
    }
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 50, ledgerSum: 50 });
  });

  it('Basic still answers reviews; Premium, Enterprise and the free trial answer social comments', async () => {
    const basic = await onPlan('basic');
    const review = await insertComment(t, basic, { platform: 'judgeme' });
    expect((await generate(basic, review.id)).statusCode).toBe(200);
    for (const tier of ['premium', 'enterprise', 'free'] as PlanTier[]) {
      const user = await onPlan(tier);
      const comment = await insertComment(t, user, { platform: 'instagram', rating: null });
      expect((await generate(user, comment.id)).statusCode, tier).toBe(200);
      expect((await send(user, comment.id)).statusCode, tier).toBe(200);
    }
  });
});
