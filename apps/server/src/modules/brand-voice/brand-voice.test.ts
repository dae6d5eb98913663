import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_MESSAGES } from '@bizamply/contracts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createUserWithBrand>>;
const call = (user: User, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.request({ method, url, token: user.token, brandId: user.brand.id, ...(payload ? { payload } : {}) });

describe('/api/brand-voice', () => {
  it('starts friendly and saves tone, sign-off and words to avoid', async () => {
    const user = await createUserWithBrand(t);
    expect((await call(user, 'GET', '/api/brand-voice')).json()).toEqual({
      success: true,
      data: { tone: 'friendly', customTone: null, signOff: null, avoidWords: [], language: null },
    });
    const saved = await call(user, 'PUT', '/backend/api/brand-voice', {
      tone: 'custom',
      customTone: 'Playful, short, lots of warmth',
      signOff: '— The Northwind crew',
      avoidWords: ['cheap', 'cheap', 'refund'],
      language: 'fr',
    });
    expect(saved.json().data).toEqual({
      tone: 'custom',
      customTone: 'Playful, short, lots of warmth',
      signOff: '— The Northwind crew',
      avoidWords: ['cheap', 'refund'],
      language: 'fr',
    });
    expect((await call(user, 'GET', '/api/brand-voice')).json().data.tone).toBe('custom');
  });

  it('rejects a custom tone without a description, too many words and unknown tones', async () => {
    const user = await createUserWithBrand(t);
    const custom = await call(user, 'PUT', '/api/brand-voice', { tone: 'custom' });
    expect(custom.json().details[0]).toEqual({ field: 'customTone', message: TEMPLATE_MESSAGES.customToneRequired });
    const many = await call(user, 'PUT', '/api/brand-voice', {
      tone: 'friendly',
      avoidWords: Array.from({ length: 21 }, (_, index) => `w${index}`),
    });
    expect(many.json().details[0]).toEqual({ field: 'avoidWords', message: TEMPLATE_MESSAGES.tooManyAvoidWords });
    expect((await call(user, 'PUT', '/api/brand-voice', { tone: 'sarcastic' })).json().details[0].field).toBe('tone');
  });
});
