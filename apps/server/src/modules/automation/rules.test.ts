import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTOMATION_DEFAULTS,
  AUTOMATION_LIMITS,
  AUTOMATION_MESSAGES as M,
  automationSettingsResponseSchema,
  ruleResponseSchema,
  rulesResponseSchema,
} from '@bizamply/contracts';
import { products } from '../../db/schema/index.ts';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';

let t: TestApp;
type User = Awaited<ReturnType<typeof createUserWithBrand>>;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const happy = {
  name: 'Thank happy reviewers',
  conditions: { kinds: ['review'], rating: { min: 5 } },
  actions: [{ type: 'send' }],
};

const as = (user: User) => ({ token: user.token, brandId: user.brand.id });

async function create(user: User, body: unknown = happy) {
  return t.request({ method: 'POST', url: '/api/automation/rules', ...as(user), payload: body as object });
}

function fieldOf(response: { json: () => unknown }) {
  const body = response.json() as { code: string; details?: { field: string; message: string }[] };
  return { code: body.code, ...body.details?.[0] };
}

describe('rules: create, edit, turn on, order, delete', () => {
  it('creates rules off, in order, and lists them', async () => {
    const user = await createUserWithBrand(t);
    const first = ruleResponseSchema.parse((await create(user)).json()).data;
    expect(first).toMatchObject({
      enabled: false,
      position: 1,
      continueAfter: false,
      actions: [{ type: 'send', channel: 'platform' }],
    });
    const second = ruleResponseSchema.parse(
      (await create(user, { name: 'Hide spam', conditions: { spam: true }, actions: [{ type: 'hide' }] })).json(),
    ).data;
    expect(second.position).toBe(2);

    const list = rulesResponseSchema.parse(
      (await t.request({ url: '/api/automation/rules', ...as(user) })).json(),
    ).data;
    expect(list.rules.map((rule) => rule.name)).toEqual(['Thank happy reviewers', 'Hide spam']);
    expect(list.max).toBe(AUTOMATION_LIMITS.rulesPerBrand);

    const reordered = await t.request({
      method: 'PUT',
      url: '/api/automation/rule-order',
      ...as(user),
      payload: { ruleIds: [second.id, first.id] },
    });
    expect(rulesResponseSchema.parse(reordered.json()).data.rules.map((rule) => rule.id)).toEqual([
      second.id,
      first.id,
    ]);
    const partial = await t.request({
      method: 'PUT',
      url: '/api/automation/rule-order',
      ...as(user),
      payload: { ruleIds: [second.id] },
    });
    expect(partial.statusCode).toBe(400);
    expect(fieldOf(partial)).toMatchObject({ field: 'ruleIds', message: M.orderMismatch });

    const on = await t.request({
      method: 'PUT',
      url: `/api/automation/rules/${first.id}/enabled`,
      ...as(user),
      payload: { enabled: true },
    });
    expect(ruleResponseSchema.parse(on.json()).data.enabled).toBe(true);

    const edited = await t.request({
      method: 'PUT',
      url: `/api/automation/rules/${first.id}`,
      ...as(user),
      payload: { ...happy, name: 'Thank 5★ reviewers', enabled: true, continueAfter: true },
    });
    expect(ruleResponseSchema.parse(edited.json()).data).toMatchObject({
      name: 'Thank 5★ reviewers',
      continueAfter: true,
    });

    const deleted = await t.request({ method: 'DELETE', url: `/api/automation/rules/${second.id}`, ...as(user) });
    expect(deleted.json()).toEqual({ success: true, message: M.ruleDeleted });
    const gone = await t.request({ url: `/api/automation/rules/${second.id}`, ...as(user) });
    expect(gone.statusCode).toBe(404);
  });
});

describe('rules: bad input is a 400 naming the field', () => {
  it('no conditions, an unknown field, a contradictory range, an unsupported action, an unknown product', async () => {
    const user = await createUserWithBrand(t);
    const cases: [unknown, string, string | undefined][] = [
      [{ ...happy, conditions: {} }, 'conditions', M.noConditions],
      [{ ...happy, conditions: { rating: { min: 5 }, stars: 5 } }, 'conditions.stars', undefined],
      [{ ...happy, colour: 'red' }, 'colour', undefined],
      [{ ...happy, conditions: { rating: { min: 4, max: 2 } } }, 'conditions.rating', M.ratingRange],
      [
        { ...happy, conditions: { platforms: ['judgeme'] }, actions: [{ type: 'hide' }] },
        'actions.0.type',
        'Judge.me does not support hiding comments',
      ],
      [
        { ...happy, conditions: { productIds: ['gid://nope'] } },
        'conditions.productIds.0',
        'Unknown product: gid://nope',
      ],
      [{ ...happy, name: '' }, 'name', M.nameRequired],
    ];
    for (const [body, field, message] of cases) {
      const response = await create(user, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = fieldOf(response);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.field).toBe(field);
      if (message) expect(error.message).toBe(message);
    }
    expect(
      rulesResponseSchema.parse((await t.request({ url: '/api/automation/rules', ...as(user) })).json()).data.rules,
    ).toEqual([]);
  });

  it('accepts a product of the brand', async () => {
    const user = await createUserWithBrand(t);
    await t.database.db.insert(products).values({
      accountId: user.account.id,
      brandId: user.brand.id,
      externalId: 'gid://shopify/Product/1',
      title: 'Mug',
    });
    const response = await create(user, { ...happy, conditions: { productIds: ['gid://shopify/Product/1'] } });
    expect(response.statusCode).toBe(200);
  });

  it(`refuses rule number ${AUTOMATION_LIMITS.rulesPerBrand + 1} of a brand, even when created at once`, async () => {
    const user = await createUserWithBrand(t);
    const attempts = await Promise.all(
      Array.from({ length: AUTOMATION_LIMITS.rulesPerBrand + 3 }, (_, index) =>
        create(user, { ...happy, name: `Rule ${index}` }),
      ),
    );
    expect(attempts.filter((response) => response.statusCode === 200)).toHaveLength(AUTOMATION_LIMITS.rulesPerBrand);
    const refused = attempts.filter((response) => response.statusCode === 400);
    expect(refused).toHaveLength(3);
    expect(fieldOf(refused[0] as (typeof refused)[number])).toMatchObject({
      field: 'rules',
      message: M.tooManyRules.replace('{max}', String(AUTOMATION_LIMITS.rulesPerBrand)),
    });
  });
});

describe('rules: tenancy', () => {
  it("another account's rule is a 404 for every call, and its brand header too", async () => {
    const owner = await createUserWithBrand(t);
    const stranger = await createUserWithBrand(t);
    const rule = ruleResponseSchema.parse((await create(owner)).json()).data;
    const calls = [
      { method: 'GET' as const, url: `/api/automation/rules/${rule.id}` },
      { method: 'PUT' as const, url: `/api/automation/rules/${rule.id}`, payload: happy },
      { method: 'PUT' as const, url: `/api/automation/rules/${rule.id}/enabled`, payload: { enabled: true } },
      { method: 'DELETE' as const, url: `/api/automation/rules/${rule.id}` },
      { method: 'POST' as const, url: `/api/automation/rules/${rule.id}/dry-run` },
      { method: 'GET' as const, url: `/api/automation/activity?ruleId=${rule.id}` },
    ];
    for (const call of calls) {
      const response = await t.request({ ...call, ...as(stranger) });
      expect(response.statusCode, call.url).toBe(404);
    }
    const header = await t.request({ url: '/api/automation/rules', token: stranger.token, brandId: owner.brand.id });
    expect(header.statusCode).toBe(404);
    const still = ruleResponseSchema.parse(
      (await t.request({ url: `/api/automation/rules/${rule.id}`, ...as(owner) })).json(),
    );
    expect(still.data.enabled).toBe(false);
  });
});

describe('safety settings', () => {
  it('start from the defaults and save risky words, the daily cap and the reply-time target', async () => {
    const user = await createUserWithBrand(t);
    const initial = automationSettingsResponseSchema.parse(
      (await t.request({ url: '/api/automation/settings', ...as(user) })).json(),
    ).data;
    expect(initial).toEqual({ ...AUTOMATION_DEFAULTS, spentToday: 0 });
    const saved = await t.request({
      method: 'PUT',
      url: '/api/automation/settings',
      ...as(user),
      payload: { riskyWords: ['Refund', 'refund', 'mould'], dailyCreditCap: 40, replyTargetHours: 6 },
    });
    expect(automationSettingsResponseSchema.parse(saved.json()).data).toEqual({
      riskyWords: ['refund', 'mould'],
      dailyCreditCap: 40,
      replyTargetHours: 6,
      spentToday: 0,
    });
    const bad = await t.request({
      method: 'PUT',
      url: '/api/automation/settings',
      ...as(user),
      payload: { riskyWords: [], dailyCreditCap: -1, replyTargetHours: 6 },
    });
    expect(fieldOf(bad).field).toBe('dailyCreditCap');
  });
});
