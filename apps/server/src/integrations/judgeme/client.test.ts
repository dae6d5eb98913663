import { describe, expect, it } from 'vitest';
import { readReviews } from './client.ts';
import { parseJudgemeWebhook } from './webhooks.ts';

const review = (reviewer: Record<string, unknown> | null) => ({
  id: 465077653,
  title: 'Nice Product',
  body: 'Very good product!',
  rating: 5,
  product_external_id: 8302173290794,
  reviewer,
  curated: 'ok',
  published: true,
  created_at: '2023-10-05T13:35:01+00:00',
});

describe('Judge.me reviewer phone (platform-apis.md §2)', () => {
  it('is kept as metadata.customerPhone, digits only as WhatsApp names the customer', () => {
    const { items, skipped } = readReviews({
      reviews: [
        review({ id: 1, name: 'John Doe', email: 'test@test.com', phone: '+1 (415) 555-0142' }),
        review({ id: 2, name: 'No Phone', phone: null }),
        review({ id: 3, name: 'Absent' }),
        review({ id: 4, name: 'Blank', phone: '' }),
        review({ id: 5, name: 'Not a number', phone: 'ask my wife' }),
        review({ id: 6, name: 'Unreadable', phone: 12345678 }),
        review(null),
      ],
    });
    expect(skipped).toBe(0);
    expect(items.map((item) => item.metadata['customerPhone'] ?? null)).toEqual([
      '14155550142',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(items[1]?.metadata).not.toHaveProperty('customerPhone');
  });

  it('arrives with the review/created webhook too', () => {
    const delivery = parseJudgemeWebhook({
      event: 'review/created',
      shop_domain: 'test.myshopify.com',
      platform: 'shopify',
      review: review({ id: 7, name: 'Jane', email: 'jane@example.com', phone: '447700900123' }),
    });
    expect(delivery.item?.metadata).toMatchObject({ customerPhone: '447700900123', curated: 'ok' });
  });
});
