import { describe, expect, it } from 'vitest';
import { googleStarValue } from '@bizamply/contracts/platforms/google_business';
import { PlatformError } from '../http.ts';
import { classifyGoogleBusiness, googleReviewItem, locationIdOf, originalText, readReviewsPage } from './client.ts';
import { readGoogleBusinessPush } from './webhooks.ts';

const NAME = 'accounts/104857600000000000001/locations/1300000000000000001/reviews/AbFvOqn4';

/** A v4 Review as `reviews.list` returns it (Business Profile API reference). */
const review = (overrides: Record<string, unknown> = {}) => ({
  name: NAME,
  reviewId: 'AbFvOqn4',
  reviewer: {
    displayName: 'Emma Johnson',
    profilePhotoUrl: 'https://lh3.googleusercontent.com/a/x',
    isAnonymous: false,
  },
  starRating: 'FOUR',
  comment: 'Great coffee, a bit crowded on Saturday mornings.',
  createTime: '2026-11-20T09:12:33.412Z',
  updateTime: '2026-11-20T09:12:33.412Z',
  ...overrides,
});

describe('Google Business Profile reviews in our shape', () => {
  it('reads a review: resource name as id, ONE..FIVE as 1..5, reviewer, times and the reply', () => {
    const item = googleReviewItem({
      ...review(),
      reviewReply: { comment: 'Thanks Emma!', updateTime: '2026-11-21T10:00:00Z' },
    });
    expect(item).toMatchObject({
      externalId: NAME,
      content: 'Great coffee, a bit crowded on Saturday mornings.',
      rating: 4,
      reviewerName: 'Emma Johnson',
      postedAt: new Date('2026-11-20T09:12:33.412Z'),
      metadata: { reviewId: 'AbFvOqn4', reply: 'Thanks Emma!' },
    });
    expect(['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'].map(googleStarValue)).toEqual([1, 2, 3, 4, 5]);
    expect(googleStarValue('STAR_RATING_UNSPECIFIED')).toBeNull();
  });

  it('keeps rating-only reviews (no comment) and hides anonymous reviewers’ placeholder names', () => {
    const item = googleReviewItem({
      ...review({ comment: undefined, starRating: 'FIVE' }),
      reviewer: { displayName: 'A Google user', isAnonymous: true },
    });
    expect(item?.content).toBe('★★★★★ (rating only)');
    expect(item?.reviewerName).toBeNull();
    expect(googleReviewItem(review({ comment: undefined, starRating: 'STAR_RATING_UNSPECIFIED' }))).toBeNull();
  });

  it('keeps the customer’s own words of a machine-translated comment', () => {
    expect(originalText('Great place (Translated by Google)\n\n(Original)\nSuper Laden')).toBe('Super Laden');
    expect(originalText('Plain text')).toBe('Plain text');
  });

  it('a page: unreadable reviews are skipped, not fatal; nextPageToken is followed; a wrong shape is malformed', () => {
    const page = readReviewsPage({
      reviews: [review(), { name: 'nope' }, review({ name: `${NAME}x`, reviewId: 'b', createTime: 'not a date' })],
      averageRating: 4.2,
      totalReviewCount: 3,
      nextPageToken: 'tok',
    });
    expect(page.items.map((item) => item.externalId)).toEqual([NAME]);
    expect(page.skipped).toBe(2);
    expect(page.nextPageToken).toBe('tok');
    expect(readReviewsPage({}).items).toEqual([]);
    expect(() => readReviewsPage({ reviews: 'x' })).toThrow(PlatformError);
  });

  it('classifies Google errors: 401 auth, 403/404 not found, 429 rate limit, 5xx transient, other 4xx rejected', () => {
    const kind = (status: number) =>
      classifyGoogleBusiness({ status, body: { error: { message: 'm' } }, headers: new Headers() })?.kind ?? null;
    expect([200, 401, 403, 404, 429, 503, 400].map(kind)).toEqual([
      null,
      'auth',
      'not_found',
      'not_found',
      'rate_limit',
      'transient',
      'rejected',
    ]);
  });

  it('finds the location id in review and location resource names', () => {
    expect(locationIdOf(NAME)).toBe('1300000000000000001');
    expect(locationIdOf('accounts/1/locations/42')).toBe('42');
    expect(locationIdOf('locations/42')).toBeNull();
  });
});

describe('Pub/Sub push of a Business Profile notification', () => {
  const push = (data: unknown, messageId = '9001') => ({
    message: {
      data: Buffer.from(JSON.stringify(data)).toString('base64'),
      messageId,
      publishTime: '2026-11-25T10:00:00Z',
    },
    subscription: 'projects/p/subscriptions/s',
  });

  it('a NEW_REVIEW names the review to fetch back, under its location; the message id dedupes', () => {
    const read = readGoogleBusinessPush(
      push({ type: 'NEW_REVIEW', location: 'accounts/1/locations/42', review: 'accounts/1/locations/42/reviews/r1' }),
      'tok',
      'tok',
    );
    expect(read).toEqual({
      deliveryId: '9001',
      topic: 'NEW_REVIEW',
      fetch: [{ account: '42', externalId: 'accounts/1/locations/42/reviews/r1' }],
    });
  });

  it('reads the documented form: reviewName and locationName (Business Profile API, NotificationType)', () => {
    const read = readGoogleBusinessPush(
      push({
        type: 'NEW_REVIEW',
        locationName: 'accounts/7/locations/42',
        reviewName: 'accounts/7/locations/42/reviews/AbFvOq1',
      }),
      'tok',
      'tok',
    );
    expect(read).toEqual({
      deliveryId: '9001',
      topic: 'NEW_REVIEW',
      fetch: [{ account: '42', externalId: 'accounts/7/locations/42/reviews/AbFvOq1' }],
    });
    const proto = readGoogleBusinessPush(
      push({ type: 'UPDATED_REVIEW', review_name: 'accounts/7/locations/42/reviews/AbFvOq2' }),
      'tok',
      'tok',
    );
    expect(proto).toMatchObject({ fetch: [{ externalId: 'accounts/7/locations/42/reviews/AbFvOq2' }] });
  });

  it('reads the alternative field names; other notification types store nothing', () => {
    const alt = readGoogleBusinessPush(
      push({ notificationType: 'UPDATED_REVIEW', reviewResourceName: 'accounts/1/locations/42/reviews/r2' }),
      'tok',
      'tok',
    );
    expect(alt).toMatchObject({
      topic: 'UPDATED_REVIEW',
      fetch: [{ externalId: 'accounts/1/locations/42/reviews/r2' }],
    });
    expect(
      readGoogleBusinessPush(push({ type: 'GOOGLE_UPDATE', location: 'accounts/1/locations/42' }), 'tok', 'tok'),
    ).toMatchObject({ fetch: [] });
  });

  it('a wrong or missing token is unauthorized before anything is read; unreadable bodies are malformed', () => {
    expect(readGoogleBusinessPush(push({ type: 'NEW_REVIEW' }), 'other', 'tok')).toBe('unauthorized');
    expect(readGoogleBusinessPush(push({ type: 'NEW_REVIEW' }), undefined, 'tok')).toBe('unauthorized');
    expect(readGoogleBusinessPush({ message: { data: '!!notbase64json', messageId: '1' } }, 'tok', 'tok')).toBe(
      'malformed',
    );
    expect(readGoogleBusinessPush({ nope: true }, 'tok', 'tok')).toBe('malformed');
    expect(readGoogleBusinessPush(push({ type: 'NEW_REVIEW' }, ''), 'tok', 'tok')).toBe('malformed');
  });
});
