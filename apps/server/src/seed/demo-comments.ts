import type { Platform } from '@bizamply/contracts';
import {
  FIRST_NAMES,
  LAST_NAMES,
  REVIEW_PLATFORMS,
  REVIEW_TEMPLATES,
  SOCIAL_PLATFORMS,
  SOCIAL_TEMPLATES,
  type DemoProduct,
  type Random,
} from './demo-catalog.ts';

const HOUR = 60 * 60 * 1000;

export interface DemoComment {
  platform: Platform;
  externalId: string;
  content: string;
  rating: number | null;
  reviewerName: string;
  reviewerEmail: string | null;
  productId: string;
  productTitle: string;
  productImage: string;
  mediaId: string | null;
  postLink: string | null;
  language: string | null;
  status: 'pending' | 'draft' | 'sent';
  postedAt: Date;
  receivedAt: Date;
  draftedAt: Date | null;
  respondedAt: Date | null;
  responseTimeHours: number | null;
  metadata?: Record<string, unknown>;
  /** The reply the platform already shows (a sent item whose text both the seed and the simulator know). */
  sentReply?: string | undefined;
}

/**
 * A brand's history over the last 90 days: older items mostly answered, the last days mostly waiting,
 * as a real inbox looks. Response times are realistic (mostly hours, a few days).
 */
export function buildDemoComments(input: {
  random: Random;
  catalog: { name: string; products: DemoProduct[] };
  platforms: Platform[];
  now: Date;
  count: number;
}): DemoComment[] {
  const { random, catalog, platforms, now } = input;
  const reviewSources = platforms.filter((platform) => REVIEW_PLATFORMS.includes(platform) && platform !== 'shopify');
  const socialSources = platforms.filter((platform) => SOCIAL_PLATFORMS.includes(platform));
  const items: DemoComment[] = [];

  for (let index = 0; index < input.count; index += 1) {
    const isReview = socialSources.length === 0 || random.chance(0.6);
    const platform = isReview ? random.pick(reviewSources) : random.pick(socialSources);
    const product = random.pick(catalog.products);
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    // Skew toward recent days: square of a uniform number.
    const ageHours = Math.floor(random.next() ** 2 * 90 * 24) + 1;
    const postedAt = new Date(now.getTime() - ageHours * HOUR);
    const template = isReview ? random.pick(REVIEW_TEMPLATES) : random.pick(SOCIAL_TEMPLATES);
    const rating = 'rating' in template && typeof template.rating === 'number' ? template.rating : null;

    const answeredShare = ageHours < 48 ? 0.15 : ageHours < 24 * 7 ? 0.55 : 0.85;
    const roll = random.next();
    const status: DemoComment['status'] =
      roll < answeredShare ? 'sent' : roll < answeredShare + 0.12 ? 'draft' : 'pending';
    const responseHours =
      status === 'sent'
        ? Math.min(ageHours - 0.1, random.chance(0.8) ? random.int(1, 24) + random.next() : random.int(25, 120))
        : null;
    const respondedAt = responseHours !== null ? new Date(postedAt.getTime() + responseHours * HOUR) : null;
    const draftedAt =
      status === 'pending'
        ? null
        : new Date(postedAt.getTime() + Math.min(ageHours, (responseHours ?? 2) * 0.8) * HOUR);
    const mediaIndex = random.int(1, 12);

    items.push({
      platform,
      externalId: `${platform}-${catalog.name.slice(0, 3).toLowerCase()}-${String(index + 1).padStart(5, '0')}`,
      content: template.text(product.title),
      rating,
      reviewerName: isReview
        ? `${first} ${last.charAt(0)}.`
        : `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}`,
      reviewerEmail: isReview
        ? `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@example.com`
        : null,
      productId: product.id,
      productTitle: product.title,
      productImage: product.image,
      mediaId: platform === 'instagram' ? `1789${String(mediaIndex).padStart(11, '0')}` : null,
      postLink: platform === 'instagram' ? `https://www.instagram.com/p/SIM${mediaIndex}/` : null,
      language: template.language,
      status,
      postedAt,
      receivedAt: new Date(postedAt.getTime() + random.int(1, 10) * 60 * 1000),
      draftedAt,
      respondedAt,
      responseTimeHours: responseHours !== null ? Math.round(responseHours * 100) / 100 : null,
    });
  }
  return items;
}

/**
 * A customer who reviewed on Judge.me (leaving a phone number) and then wrote on WhatsApp two hours ago: the
 * message can be answered with Send via WhatsApp, and the review's draft with Send via Both (issue 19).
 */
export function buildWhatsAppConversation(input: {
  catalog: { name: string; products: DemoProduct[] };
  platforms: Platform[];
  now: Date;
}): DemoComment[] {
  const product = input.catalog.products[0];
  if (!product || !input.platforms.includes('whatsapp') || !input.platforms.includes('judgeme')) return [];
  const phone = '4915123456789';
  const at = (hoursAgo: number) => new Date(input.now.getTime() - hoursAgo * HOUR);
  const slug = input.catalog.name.slice(0, 3).toLowerCase();
  const common = {
    reviewerName: 'Lena Fischer',
    productId: product.id,
    productTitle: product.title,
    productImage: product.image,
    mediaId: null,
    postLink: null,
    language: 'en',
    respondedAt: null,
    responseTimeHours: null,
  };
  return [
    {
      ...common,
      platform: 'whatsapp',
      externalId: `wamid.demo-${slug}-lena-1`,
      content: `Hi! I left a review for the ${product.title}. Is it back in stock? I would like two more.`,
      rating: null,
      reviewerEmail: null,
      status: 'pending',
      postedAt: at(2),
      receivedAt: at(2),
      draftedAt: null,
      metadata: { from: phone },
    },
    {
      ...common,
      platform: 'judgeme',
      externalId: `judgeme-${slug}-lena-1`,
      content: `The ${product.title} is lovely, great quality. The parcel took a week though.`,
      rating: 4,
      reviewerEmail: 'lena.fischer@example.com',
      status: 'draft',
      postedAt: at(26),
      receivedAt: at(26),
      draftedAt: at(3),
      metadata: { customerPhone: phone },
    },
  ];
}
