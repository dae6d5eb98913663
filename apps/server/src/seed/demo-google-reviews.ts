import {
  GOOGLE_BUSINESS_DEMO,
  GOOGLE_DEMO_REVIEWS,
  googleDemoReviewName,
  googleDemoTimes,
} from '@bizamply/contracts/platforms/google_business';
import type { connections } from '../db/schema/index.ts';
import type { Cipher } from '../lib/secrets.ts';
import type { DemoComment } from './demo-comments.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** The brand with the Google Business Profile location (Northwind Coffee has a shop on Mission Street). */
const GOOGLE_BRAND_INDEX = 0;

/**
 * The demo brand's Google location: the simulator's demo location (managed by the demo person), its refresh
 * token the one the simulator issued for it, and the Business Profile account in metadata (the adapter's calls
 * name `accounts/{a}/locations/{l}`), as a consent would have stored it.
 */
export function demoGoogleConnection(
  cipher: Cipher,
  input: { accountId: string; brandId: string; brandIndex: number; now: Date },
): typeof connections.$inferInsert | null {
  if (input.brandIndex !== GOOGLE_BRAND_INDEX) return null;
  return {
    accountId: input.accountId,
    brandId: input.brandId,
    platform: 'google_business',
    externalId: GOOGLE_BUSINESS_DEMO.locationId,
    displayName: GOOGLE_BUSINESS_DEMO.title,
    credentialsEnc: cipher.encrypt(
      JSON.stringify({ accessToken: '', refreshToken: GOOGLE_BUSINESS_DEMO.token, mode: 'oauth' }),
    ),
    metadata: {
      account: GOOGLE_BUSINESS_DEMO.account,
      accountName: GOOGLE_BUSINESS_DEMO.accountName,
      location: `locations/${GOOGLE_BUSINESS_DEMO.locationId}`,
      title: GOOGLE_BUSINESS_DEMO.title,
      address: `${GOOGLE_BUSINESS_DEMO.address.addressLines.join(', ')}, ${GOOGLE_BUSINESS_DEMO.address.locality}`,
      via: 'google_oauth',
    },
    lastSyncAt: new Date(input.now.getTime() - 4 * MINUTE),
    connectedAt: new Date(input.now.getTime() - 60 * 24 * HOUR),
  };
}

/**
 * The location's reviews as inbox items, the same ones the simulator serves (contracts' GOOGLE_DEMO_REVIEWS): the
 * answered ones sent with the owner's reply Google shows, the others waiting in the inbox.
 */
export function demoGoogleReviews(brandIndex: number, now: Date): DemoComment[] {
  if (brandIndex !== GOOGLE_BRAND_INDEX) return [];
  return GOOGLE_DEMO_REVIEWS.map((entry) => {
    const { postedAt, repliedAt } = googleDemoTimes(entry, now.getTime());
    return {
      platform: 'google_business',
      externalId: googleDemoReviewName(entry),
      content: entry.comment || `${'★'.repeat(entry.rating)} (rating only)`,
      rating: entry.rating,
      reviewerName: entry.reviewer,
      reviewerEmail: null,
      productId: '',
      productTitle: '',
      productImage: '',
      mediaId: null,
      postLink: null,
      language: null,
      status: entry.reply ? 'sent' : 'pending',
      postedAt,
      receivedAt: new Date(postedAt.getTime() + MINUTE),
      draftedAt: repliedAt ? new Date(repliedAt.getTime() - 10 * MINUTE) : null,
      respondedAt: repliedAt,
      responseTimeHours: entry.reply ? entry.reply.hoursAfter : null,
      sentReply: entry.reply?.text,
      metadata: {
        reviewId: entry.reviewId,
        profilePhotoUrl: null,
        updateTime: postedAt.toISOString(),
        reply: entry.reply?.text ?? null,
      },
    };
  });
}
