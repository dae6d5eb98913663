import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_MESSAGES, templateListResponseSchema } from '@bizamply/contracts';
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

describe('/api/templates', () => {
  it('creates, lists, edits and deletes the brand’s own templates', async () => {
    const user = await createUserWithBrand(t);
    const created = await call(user, 'POST', '/api/templates', { name: 'Thanks', body: 'Thank you {name}!' });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as string;
    const edited = await call(user, 'PUT', `/api/templates/${id}`, { name: 'Thanks v2', body: 'Many thanks!' });
    expect(edited.json().data).toMatchObject({ id, name: 'Thanks v2', body: 'Many thanks!' });
    const listed = templateListResponseSchema.parse((await call(user, 'GET', '/backend/api/templates')).json());
    expect(listed.data).toMatchObject({ max: 50, templates: [{ id, name: 'Thanks v2' }] });
    expect((await call(user, 'DELETE', `/api/templates/${id}`)).json()).toEqual({
      success: true,
      message: TEMPLATE_MESSAGES.deleted,
    });
    expect((await call(user, 'DELETE', `/api/templates/${id}`)).statusCode).toBe(404);
  });

  it('validates the name and body, keeps to 50 per brand, and hides other brands’ templates', async () => {
    const user = await createUserWithBrand(t);
    const longName = await call(user, 'POST', '/api/templates', { name: 'x'.repeat(61), body: 'b' });
    expect(longName.json().details[0]).toEqual({ field: 'name', message: TEMPLATE_MESSAGES.nameTooLong });
    const longBody = await call(user, 'POST', '/api/templates', { name: 'n', body: 'x'.repeat(2001) });
    expect(longBody.json().details[0]).toEqual({ field: 'body', message: TEMPLATE_MESSAGES.bodyTooLong });
    const blank = await call(user, 'POST', '/api/templates', { name: ' ', body: 'b' });
    expect(blank.json().details[0]).toEqual({ field: 'name', message: TEMPLATE_MESSAGES.nameRequired });
    const results = await Promise.all(
      Array.from({ length: 55 }, (_, index) => call(user, 'POST', '/api/templates', { name: `T${index}`, body: 'b' })),
    );
    expect(results.filter((response) => response.statusCode === 200)).toHaveLength(50);
    expect(results.filter((response) => response.statusCode === 409)[0]?.json().message).toBe(
      TEMPLATE_MESSAGES.limitReached,
    );
    const mine = templateListResponseSchema.parse((await call(user, 'GET', '/api/templates')).json()).data.templates;
    const stranger = await createUserWithBrand(t);
    expect(
      templateListResponseSchema.parse((await call(stranger, 'GET', '/api/templates')).json()).data.templates,
    ).toEqual([]);
    const target = mine[0]?.id ?? '';
    expect((await call(stranger, 'PUT', `/api/templates/${target}`, { name: 'x', body: 'y' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/templates/${target}`)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', '/api/templates/not-a-uuid')).statusCode).toBe(404);
  });
});
