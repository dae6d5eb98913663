import { DEMO_SHOP_CUSTOMERS, type DemoShop } from '@bizamply/contracts';
import type { DemoComment } from './demo-comments.ts';

const MINUTE = 60 * 1000;

/**
 * The items a merchant sees first on a fresh demo, one per thing the composer does (issue 17): a "where can I
 * buy" question answered with the product link, a delivery complaint from a customer whose order is read from
 * Shopify, a French comment answered in French, a quality complaint, a stock question about a sold-out
 * product, and spam kept out of the Inbox.
 */
export function demoStories(catalog: DemoShop, brandIndex: number, now: Date): DemoComment[] {
  const product = (index: number) => catalog.products[index] ?? catalog.products[0];
  const customers = DEMO_SHOP_CUSTOMERS[catalog.domain] ?? [];
  const item = (
    index: number,
    values: Pick<DemoComment, 'platform' | 'content' | 'reviewerName'> & Partial<DemoComment>,
    minutesAgo: number,
    productIndex: number,
  ): DemoComment => {
    const postedAt = new Date(now.getTime() - minutesAgo * MINUTE);
    const chosen = product(productIndex);
    return {
      rating: null,
      reviewerEmail: null,
      productId: chosen?.id ?? '',
      productTitle: chosen?.title ?? '',
      productImage: chosen?.image ?? '',
      mediaId: values.platform === 'instagram' ? `1789${String(90 + index).padStart(11, '0')}` : null,
      postLink: values.platform === 'instagram' ? `https://www.instagram.com/p/SIMS${index}/` : null,
      language: null,
      status: 'pending',
      postedAt,
      receivedAt: new Date(postedAt.getTime() + MINUTE),
      draftedAt: null,
      respondedAt: null,
      responseTimeHours: null,
      externalId: `${values.platform}-story-${brandIndex + 1}-${index}`,
      ...values,
    };
  };
  const name = (customer: (typeof customers)[number] | undefined) =>
    customer ? `${customer.firstName} ${customer.lastName}` : 'Emma Johnson';
  if (brandIndex === 0) {
    return [
      item(
        1,
        {
          platform: 'instagram',
          content: 'Where can I buy the Single-Origin Sampler Box? 😍',
          reviewerName: 'sam.shopper',
        },
        20,
        9,
      ),
      item(
        2,
        {
          platform: 'facebook',
          content: 'Ordered 10 days ago and still nothing. Hello??',
          reviewerName: name(customers[0]),
        },
        45,
        9,
      ),
      item(
        3,
        { platform: 'tiktok', content: 'Trop beau !! Vous livrez en Belgique ?', reviewerName: 'chloe.dbs' },
        70,
        2,
      ),
      item(
        4,
        {
          platform: 'instagram',
          content: 'FREE FOLLOWERS!!! check my profile 💰💰 link in bio',
          reviewerName: 'growth.guru_99',
        },
        30,
        0,
      ),
      item(
        5,
        {
          platform: 'judgeme',
          rating: 1,
          content: 'The grinder arrived cracked and the handle is loose. Really disappointed.',
          reviewerName: name(customers[3]),
          reviewerEmail: customers[3]?.email ?? null,
        },
        95,
        5,
      ),
    ];
  }
  return [
    item(
      1,
      {
        platform: 'instagram',
        content: `Is the ${product(3)?.title ?? ''} back in stock?`,
        reviewerName: 'glow.with.lea',
      },
      25,
      3,
    ),
    item(
      2,
      {
        platform: 'yotpo',
        rating: 2,
        content: 'Ordered two weeks ago and my serum still hasn’t arrived. Not happy.',
        reviewerName: name(customers[0]),
        reviewerEmail: customers[0]?.email ?? null,
      },
      50,
      0,
    ),
    // Issue 16: spam for the brand's "Hide spam on social" rule to find in its dry run.
    item(
      3,
      {
        platform: 'instagram',
        content: 'Earn $500 a day from home 💰💰 DM me for details, link in bio!!!',
        reviewerName: 'cash.queen.daily',
      },
      40,
      0,
    ),
  ];
}
