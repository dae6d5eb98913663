import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES, creditSettingsResponseSchema } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { creditState } from '../comments/inbox.test-support.ts';
import { grantWelcomeCredits } from './credit.welcome.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('balance and info', () => {
  it('starts at zero and grants the free credits once per account', async () => {
    const user = await createUserWithBrand(t);
    const empty = await t.request({ url: '/api/credits/balance', token: user.token });
    expect(empty.json()).toEqual({ success: true, data: { totalCredits: 0, usedCredits: 0, availableCredits: 0 } });
    const first = await t.database.db.transaction((tx) => grantWelcomeCredits(tx, user.account.id, user.user.id));
    const second = await t.database.db.transaction((tx) => grantWelcomeCredits(tx, user.account.id, user.user.id));
    expect(first).toEqual({ granted: 100, availableCredits: 100 });
    expect(second).toEqual({ granted: 0, availableCredits: 100 });
    const info = await t.request({ url: '/backend/api/credits/info', token: user.token });
    expect(info.json()).toEqual({ success: true, availableCredits: 100, totalCredits: 100, usedCredits: 0 });
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 100, ledgerSum: 100 });
  });

  it('needs a signed-in user', async () => {
    expect((await t.request({ url: '/api/credits/balance' })).statusCode).toBe(401);
    expect((await t.request({ url: '/api/credits/settings' })).statusCode).toBe(401);
  });
});

describe('credit settings (spec 3 §5, §7)', () => {
  const save = (token: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/backend/api/credits/settings', token, payload });
  const valid = { freeCredits: 50, generateCredits: 3, sendCredits: 2, whatsappExtraCredits: 0 };

  it('serves the defaults before anything was saved', async () => {
    const user = await createUserWithBrand(t);
    const response = await t.request({ url: '/backend/api/credits/settings', token: user.token });
    expect(response.json()).toEqual({
      success: true,
      data: {
        freeCredits: 100,
        generateCredits: 2,
        sendCredits: 1,
        whatsappExtraCredits: 1,
        lastUpdated: null,
        updatedBy: 'System',
        version: 1,
      },
    });
  });

  it('lets only administrators save, within the spec ranges, as a new version', async () => {
    const user = await createUserWithBrand(t);
    const forbidden = await save(user.token, valid);
    expect(forbidden.statusCode).toBe(403);
    const admin = await createUserWithBrand(t, { role: 'admin', email: `boss-${Date.now()}@example.com` });
    for (const [field, value, message] of [
      ['freeCredits', 1001, CREDIT_MESSAGES.freeCreditsRange],
      ['generateCredits', 0, CREDIT_MESSAGES.generateCreditsRange],
      ['sendCredits', 11, CREDIT_MESSAGES.sendCreditsRange],
      ['whatsappExtraCredits', -1, CREDIT_MESSAGES.whatsappExtraCreditsRange],
      ['generateCredits', 1.5, CREDIT_MESSAGES.generateCreditsRange],
    ] as const) {
      const response = await save(admin.token, { ...valid, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0]).toEqual({ field, message });
    }
    const saved = await save(admin.token, { ...valid, metadata: { reason: 'test' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(CREDIT_MESSAGES.settingsSaved);
    const current = creditSettingsResponseSchema.parse(
      (await t.request({ url: '/api/credits/settings', token: user.token })).json(),
    );
    expect(current.data).toMatchObject({ ...valid, updatedBy: admin.user.email });
    expect(current.data.lastUpdated).not.toBeNull();
    // Blank fields take the range's lower bound (spec 3 §5).
    const blank = await save(admin.token, {
      freeCredits: '',
      generateCredits: null,
      sendCredits: '',
      whatsappExtraCredits: 1,
    });
    expect(blank.json().data).toMatchObject({
      freeCredits: 0,
      generateCredits: 1,
      sendCredits: 1,
      version: current.data.version + 1,
    });
    await save(admin.token, { freeCredits: 100, generateCredits: 2, sendCredits: 1, whatsappExtraCredits: 1 });
  });
});
