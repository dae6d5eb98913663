import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_CUSTOMERS, DEMO_SHOPS, demoTrackingUrl } from '@bizamply/contracts';
import { shopCustomers } from '../../db/schema/index.ts';
import { createUserWithBrand } from '../../../test/app.ts';
import { buildListeningApp, connectThroughPopup, type ListeningApp } from '../../../test/listening-app.ts';
import { creditState, grantCredits, insertComment } from '../comments/inbox.test-support.ts';

let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp();
});
afterAll(async () => {
  await t.close();
});

const shop = DEMO_SHOPS[0]?.domain ?? '';
const emma = DEMO_SHOP_CUSTOMERS[shop]?.[0];
const order = emma?.orders[0];

// A shop belongs to one Bizamply account (issue 13 §1), so the tests that need the demo shop share its owner.
let shopOwner: Promise<Awaited<ReturnType<typeof createUserWithBrand>>> | undefined;
function ownerOfTheShop() {
  shopOwner ??= createUserWithBrand(t).then(async (user) => {
    await connectThroughPopup(t, user, 'shopify', { shop });
    return user;
  });
  return shopOwner;
}

describe('replies quote what the store (Shopify, over HTTP through the simulator) returned', () => {
  it('syncs the shop’s customers, then answers a delivery complaint with the real order status (tracking only in private)', async () => {
    const user = await ownerOfTheShop();
    const customers = await t.database.db.select().from(shopCustomers).where(eq(shopCustomers.brandId, user.brand.id));
    expect(customers.find((row) => row.email === emma?.email)).toMatchObject({
      displayName: 'Emma Johnson',
      nameKey: 'emma johnson',
      ordersCount: 2,
    });

    await grantCredits(t, user.account.id, 20);
    // Facebook gives the commenter's name, not an e-mail: the author is recognised by name.
    const complaint = await insertComment(t, user, {
      platform: 'facebook',
      rating: null,
      reviewerName: 'Emma Johnson',
      reviewerEmail: null,
      productTitle: null,
      language: null,
      content: 'Ordered 10 days ago and still nothing. Hello??',
    });
    const response = await t.request({
      method: 'POST',
      url: '/api/comments/generate-response',
      token: user.token,
      brandId: user.brand.id,
      payload: { commentId: complaint.id, idempotencyKey: 'store-facts-1' },
    });
    expect(response.statusCode).toBe(200);
    const { response: reply, comment } = response.json().data;
    expect(comment.signals).toMatchObject({ intent: 'delivery_complaint', knownCustomer: true, language: 'en' });
    expect(reply).toContain(`Your order #${order?.number} shipped on`);
    expect(reply).toContain('with UPS and is on its way');
    // A public comment: the status, never the parcel's tracking link (anyone could follow it).
    expect(reply).not.toContain(demoTrackingUrl(order?.carrier, order?.tracking ?? ''));
    expect(reply).not.toContain(order?.tracking ?? '-');
    expect(reply).toMatch(/sorry/i);
    expect(await creditState(t, user.account.id)).toMatchObject({ available: 18, ledgerSum: 18 });

    // The same customer on WhatsApp, a private conversation, gets the tracking link too.
    const privateMessage = await insertComment(t, user, {
      platform: 'whatsapp',
      rating: null,
      reviewerName: 'Emma Johnson',
      reviewerEmail: null,
      productTitle: null,
      language: null,
      content: 'Ordered 10 days ago and still nothing. Hello??',
    });
    const privateAnswer = await t.request({
      method: 'POST',
      url: '/api/comments/generate-response',
      token: user.token,
      brandId: user.brand.id,
      payload: { commentId: privateMessage.id, idempotencyKey: 'store-facts-2' },
    });
    expect(privateAnswer.statusCode).toBe(200);
    expect(privateAnswer.json().data.response).toContain(demoTrackingUrl(order?.carrier, order?.tracking ?? ''));
  });

  it('answers “where can I buy” with the product page and a stock question with the real availability', async () => {
    const user = await ownerOfTheShop();
    await grantCredits(t, user.account.id, 20);
    const ask = async (content: string, key: string) => {
      const item = await insertComment(t, user, {
        platform: 'instagram',
        rating: null,
        reviewerName: 'sam.shopper',
        reviewerEmail: null,
        productTitle: null,
        language: null,
        content,
      });
      const response = await t.request({
        method: 'POST',
        url: '/api/comments/generate-response',
        token: user.token,
        brandId: user.brand.id,
        payload: { commentId: item.id, idempotencyKey: key },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.response as string;
    };
    expect(await ask('Where can I buy the Single-Origin Sampler Box? 😍', 'buy-1')).toContain(
      `https://${shop}/products/single-origin-sampler-box`,
    );
    // The fourth product of each demo shop is sold out in the simulator.
    expect(await ask('Is the Cold Brew Concentrate back in stock?', 'stock-1')).toContain(
      'The Cold Brew Concentrate is sold out at the moment.',
    );
  });

  it('without a Shopify connection there are no facts: the reply asks for the order number', async () => {
    const user = await createUserWithBrand(t);
    await grantCredits(t, user.account.id, 20);
    const complaint = await insertComment(t, user, {
      platform: 'facebook',
      rating: null,
      reviewerName: 'Emma Johnson',
      reviewerEmail: null,
      content: 'Ordered 10 days ago and still nothing. Hello??',
    });
    const response = await t.request({
      method: 'POST',
      url: '/api/comments/generate-response',
      token: user.token,
      brandId: user.brand.id,
      payload: { commentId: complaint.id, idempotencyKey: 'no-shop-1' },
    });
    expect(response.json().data.response).toContain('Please send us your order number in a private message');
    expect(response.json().data.response).not.toContain('#10');
  });
});
