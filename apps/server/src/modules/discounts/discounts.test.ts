import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_MESSAGES, type Discount } from '@bizamply/contracts';
import { createUserWithBrand } from '../../../test/app.ts';
import { approveConsent, buildListeningApp, cookiesOf, type ListeningApp } from '../../../test/listening-app.ts';
import { insertComment } from '../comments/inbox.test-support.ts';
import { comments } from '../../db/schema/index.ts';

let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp();
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof createUserWithBrand>>;
interface SimDiscount {
  title: string;
  code: string;
  status: string;
  usageLimit: number | null;
  appliesOncePerCustomer: boolean;
  value: { percentage?: number; amount?: string };
}

let shops = 0;
/** A user whose brand has Shopify connected through the consent popup, on a shop of its own. */
async function shopifyUser(): Promise<{ user: User; shop: string }> {
  const user = await createUserWithBrand(t);
  shops += 1;
  const shop = `discounts-${shops}-${Date.now()}.myshopify.com`;
  const ticket = await t.request({
    method: 'POST',
    url: '/api/connections/popup-ticket',
    token: user.token,
    payload: { brandId: user.brand.id, platform: 'shopify', shop },
  });
  const popup = await fetch(`${t.baseUrl}${ticket.json().data.popupUrl}`, { redirect: 'manual' });
  expect((await approveConsent(popup.headers.get('location') ?? '', { cookie: cookiesOf(popup) })).status).toBe(200);
  return { user, shop };
}

const list = async (user: User, prefix = '/api') => {
  const response = await t.request({ url: `${prefix}/discounts`, token: user.token, brandId: user.brand.id });
  return { status: response.statusCode, body: response.json() };
};
const simDiscounts = async (shop: string) =>
  (await t.control('GET', `/shopify/discounts?shop=${encodeURIComponent(shop)}`)).body.discounts as SimDiscount[];

const editOf = (discount: Discount) => ({
  title: discount.title,
  type: discount.type,
  amount: discount.amount,
  startsAt: discount.startsAt,
  endsAt: discount.endsAt,
  usageLimit: discount.usageLimit,
});
const put = (user: User, name: string, payload: unknown, prefix = '/api') =>
  t.request({
    method: 'PUT',
    url: `${prefix}/discounts/${encodeURIComponent(name)}`,
    token: user.token,
    brandId: user.brand.id,
    payload: payload as Record<string, unknown>,
  });

describe('GET /backend/api/discounts (spec 2 §7)', () => {
  it("lists every discount of the brand's Shopify store, with statuses and usage", async () => {
    const { user, shop } = await shopifyUser();
    const { status, body } = await list(user, '/backend/api');
    expect(status).toBe(200);
    expect(body.shopifyConnected).toBe(true);
    const discounts = body.data as Discount[];
    expect(discounts).toHaveLength((await simDiscounts(shop)).length);
    expect(new Set(discounts.map((discount) => discount.status))).toEqual(new Set(['ACTIVE', 'EXPIRED', 'SCHEDULED']));
    const welcome = discounts.find((discount) => discount.code === 'WELCOME10');
    expect(welcome).toMatchObject({ title: 'Welcome Offer', type: 'percentage', amount: 10, endsAt: null });
    expect(welcome?.timesUsed).toBeGreaterThan(0);
    const fixed = discounts.find((discount) => discount.code === 'FIVEOFF');
    expect(fixed).toMatchObject({ type: 'fixed_amount', amount: 5, currencyCode: 'USD', usageLimit: 1000 });
  });

  it('follows pagination to the last page', async () => {
    const { user, shop } = await shopifyUser();
    for (let index = 0; index < 45; index += 1) {
      const created = await t.request({
        method: 'POST',
        url: '/api/discounts/reply-code',
        token: user.token,
        brandId: user.brand.id,
        payload: {},
      });
      expect(created.statusCode).toBe(200);
    }
    const { body } = await list(user);
    expect(body.data).toHaveLength((await simDiscounts(shop)).length);
    expect(body.data.length).toBeGreaterThan(50);
  });

  it('answers an empty list with shopifyConnected false when Shopify is not connected', async () => {
    const user = await createUserWithBrand(t);
    const { status, body } = await list(user);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: [], shopifyConnected: false });
  });
});

describe('PUT /backend/api/discounts/{name}', () => {
  it('writes the change to Shopify and to our copy', async () => {
    const { user, shop } = await shopifyUser();
    const discounts = (await list(user)).body.data as Discount[];
    const target = discounts.find((discount) => discount.title === 'Welcome Offer');
    if (!target) throw new Error('seeded discount missing');
    const response = await put(
      user,
      target.title,
      { ...editOf(target), title: 'Welcome Offer (12%)', amount: 12, usageLimit: 900 },
      '/backend/api',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: DISCOUNT_MESSAGES.updated,
      data: { id: target.id, title: 'Welcome Offer (12%)', amount: 12, usageLimit: 900 },
    });
    const inShopify = (await simDiscounts(shop)).find((discount) => discount.code === 'WELCOME10');
    expect(inShopify).toMatchObject({ title: 'Welcome Offer (12%)', usageLimit: 900, value: { percentage: 0.12 } });

    const fixed = discounts.find((discount) => discount.type === 'fixed_amount');
    if (!fixed) throw new Error('fixed discount missing');
    expect((await put(user, fixed.title, { ...editOf(fixed), amount: 7.5 })).statusCode).toBe(200);
    const fixedInShopify = (await simDiscounts(shop)).find((discount) => discount.code === fixed.code);
    expect(fixedInShopify?.value.amount).toBe('7.50');

    // Titles travel URL-encoded in the path: slashes and percent signs included.
    const slashed = await put(user, 'Welcome Offer (12%)', { ...editOf(target), title: 'Welcome / 12% off' });
    expect(slashed.statusCode).toBe(200);
    const back = await put(user, 'Welcome / 12% off', { ...editOf(target), title: 'Welcome Offer', amount: 12 });
    expect(back.statusCode).toBe(200);

    const relisted = (await list(user)).body.data as Discount[];
    expect(relisted.find((discount) => discount.id === target.id)).toMatchObject({
      title: 'Welcome Offer',
      amount: 12,
    });
  });

  it('rejects bad input with the field named, and duplicate titles', async () => {
    const { user } = await shopifyUser();
    const [first, second] = (await list(user)).body.data as Discount[];
    if (!first || !second) throw new Error('seeded discounts missing');
    const negative = await put(user, first.title, { ...editOf(first), amount: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details).toContainEqual({ field: 'amount', message: 'Amount must be greater than 0' });
    const tooMuch = await put(user, first.title, { ...editOf(first), type: 'percentage', amount: 150 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details[0].field).toBe('amount');
    const noTitle = await put(user, first.title, { ...editOf(first), title: ' ' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().details[0]).toMatchObject({ field: 'title', message: 'Title is required' });
    const taken = await put(user, first.title, { ...editOf(first), title: second.title });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ message: DISCOUNT_MESSAGES.titleTaken, details: [{ field: 'title' }] });
  });

  it("answers 404 for an unknown title, another account's discount and another account's brand", async () => {
    const { user } = await shopifyUser();
    const [discount] = (await list(user)).body.data as Discount[];
    if (!discount) throw new Error('seeded discount missing');
    const unknown = await put(user, 'No such discount', editOf(discount));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: DISCOUNT_MESSAGES.notFound });

    const stranger = await createUserWithBrand(t);
    expect((await put(stranger, discount.title, editOf(discount))).statusCode).toBe(404);
    const foreignBrand = await t.request({
      method: 'PUT',
      url: `/api/discounts/${encodeURIComponent(discount.title)}`,
      token: stranger.token,
      brandId: user.brand.id,
      payload: editOf(discount),
    });
    expect(foreignBrand.statusCode).toBe(404);
    expect((await t.request({ url: '/api/discounts', token: stranger.token, brandId: user.brand.id })).statusCode).toBe(
      404,
    );
  });

  it("answers 502 'Failed to update discount' when Shopify fails, and changes nothing", async () => {
    const { user, shop } = await shopifyUser();
    const [discount] = (await list(user)).body.data as Discount[];
    if (!discount) throw new Error('seeded discount missing');
    await t.control('POST', '/faults', { platform: 'shopify', kind: 'server_error', count: 5 });
    const response = await put(user, discount.title, { ...editOf(discount), amount: discount.amount + 1 });
    await t.control('DELETE', '/faults?platform=shopify');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'PLATFORM_ERROR', message: DISCOUNT_MESSAGES.updateFailed });
    const inShopify = (await simDiscounts(shop)).find((entry) => entry.code === discount.code);
    expect(inShopify?.title).toBe(discount.title);
  });
});

describe('POST /api/discounts/reply-code (the editor’s Add Discount)', () => {
  it('creates a real single-use 15 % code in Shopify and returns the line to append', async () => {
    const { user, shop } = await shopifyUser();
    const comment = await insertComment(t, user);
    const response = await t.request({
      method: 'POST',
      url: '/backend/api/discounts/reply-code',
      token: user.token,
      brandId: user.brand.id,
      payload: { commentId: comment.id },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.code).toMatch(/^THANKS-[A-HJ-NP-Z2-9]{6}$/);
    expect(data.percentage).toBe(15);
    expect(data.line).toBe(`As a thank-you, here is 15% off your next order with code ${data.code}.`);
    expect(data.discount).toMatchObject({ code: data.code, type: 'percentage', amount: 15, usageLimit: 1 });
    const inShopify = (await simDiscounts(shop)).find((discount) => discount.code === data.code);
    expect(inShopify).toMatchObject({ usageLimit: 1, appliesOncePerCustomer: true, value: { percentage: 0.15 } });
    expect(inShopify?.title).toContain(comment.id.slice(0, 8));
  });

  it('one code per reply: a second press returns the same code; Cancel withdraws it from Shopify and the list', async () => {
    const { user, shop } = await shopifyUser();
    const comment = await insertComment(t, user, { status: 'draft', draftContent: 'Thank you!' });
    const press = async () =>
      (
        await t.request({
          method: 'POST',
          url: '/api/discounts/reply-code',
          token: user.token,
          brandId: user.brand.id,
          payload: { commentId: comment.id },
        })
      ).json().data;
    const [first, second] = await Promise.all([press(), press()]);
    expect(second.code).toBe(first.code);
    const replyCodes = async () => (await simDiscounts(shop)).filter((entry) => entry.code.startsWith('THANKS-'));
    expect((await replyCodes()).map((entry) => entry.code)).toEqual([first.code]);

    const withdraw = () =>
      t.request({
        method: 'DELETE',
        url: `/api/discounts/reply-code/${comment.id}`,
        token: user.token,
        brandId: user.brand.id,
      });
    const withdrawn = await withdraw();
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ success: true, data: { withdrawn: first.code } });
    expect(await replyCodes()).toEqual([]);
    const listed = (await list(user)).body.data as Discount[];
    expect(listed.some((discount) => discount.code === first.code)).toBe(false);
    // Again: nothing left to withdraw. A new press makes a new code.
    expect((await withdraw()).json()).toEqual({ success: true, data: { withdrawn: null } });
    const third = await press();
    expect(third.code).not.toBe(first.code);
  });

  it('keeps a code that went out with the reply, and 404s another brand’s comment', async () => {
    const { user } = await shopifyUser();
    const comment = await insertComment(t, user, { status: 'draft', draftContent: 'Thanks' });
    const created = await t.request({
      method: 'POST',
      url: '/api/discounts/reply-code',
      token: user.token,
      brandId: user.brand.id,
      payload: { commentId: comment.id },
    });
    const { code } = created.json().data;
    await t.database.db
      .update(comments)
      .set({ status: 'sent', sentContent: `Thanks! Code ${code}` })
      .where(eq(comments.id, comment.id));
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/discounts/reply-code/${comment.id}`,
      token: user.token,
      brandId: user.brand.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DISCOUNT_MESSAGES.codeAlreadySent);

    const { user: other } = await shopifyUser();
    const foreign = await t.request({
      method: 'DELETE',
      url: `/api/discounts/reply-code/${comment.id}`,
      token: other.token,
      brandId: other.brand.id,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers 409 with the connect message when Shopify is not connected', async () => {
    const user = await createUserWithBrand(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/discounts/reply-code',
      token: user.token,
      brandId: user.brand.id,
      payload: {},
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, message: DISCOUNT_MESSAGES.shopifyNotConnected });
  });
});
