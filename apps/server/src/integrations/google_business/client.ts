import { googleStarValue } from '@bizamply/contracts/platforms/google_business';
import { z } from 'zod';
import { refreshGoogleToken } from '../google/token.ts';
import { PlatformError, parseBody, type HttpResult } from '../http.ts';
import { emptyItem, platformDate, type Credentials, type InboxItem, type IntegrationDeps } from '../types.ts';

const PLATFORM = 'google_business' as const;

/** Google's hosts of the Business Profile APIs and of its OAuth (`./settings.ts` uses them outside simulator mode). */
export const LIVE_HOSTS = {
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  accountsBase: 'https://mybusinessaccountmanagement.googleapis.com/v1',
  locationsBase: 'https://mybusinessbusinessinformation.googleapis.com/v1',
  reviewsBase: 'https://mybusiness.googleapis.com/v4',
  notificationsBase: 'https://mybusinessnotifications.googleapis.com/v1',
} as const;

/**
 * Where Google Business Profile lives (`./settings.ts`, read at start). The push endpoint's `?token=` is the
 * operator's (`GOOGLE_BUSINESS_PUSH_TOKEN`), the simulator's, or one derived from the instance secret.
 */
export function googleBusinessHosts(deps: IntegrationDeps) {
  const settings = deps.settings.google_business;
  return { ...settings, pushToken: settings.pushToken ?? deps.sign('google_business:pubsub-push') };
}

/** Google API errors `{error:{code,message,status}}`: 403/404 = the location is not (or no longer) ours. */
export function classifyGoogleBusiness(result: HttpResult): PlatformError | null {
  const { status } = result;
  if (status < 300) return null;
  const body = result.body as { error?: { message?: string } } | null;
  const text = `Google Business Profile: ${body?.error?.message ?? `HTTP ${status}`}`;
  if (status === 401) return new PlatformError(PLATFORM, 'auth', text, status);
  if (status === 403 || status === 404) return new PlatformError(PLATFORM, 'not_found', text, status);
  if (status === 429) return new PlatformError(PLATFORM, 'rate_limit', text, status);
  if (status >= 500) return new PlatformError(PLATFORM, 'transient', text, status);
  return new PlatformError(PLATFORM, 'rejected', text, status);
}

/** The stored refresh token exchanged for an access token (shared with GA4: ../google-token.ts). */
export async function accessTokenFor(deps: IntegrationDeps, credentials: Credentials): Promise<string> {
  const refreshToken = credentials.refreshToken;
  if (typeof refreshToken !== 'string') throw new PlatformError(PLATFORM, 'auth', 'No Google authorization stored');
  const { tokenUrl } = googleBusinessHosts(deps);
  const keys = deps.settings.google.oauthKeys;
  return refreshGoogleToken(
    deps,
    { platform: PLATFORM, keys, tokenUrl, classify: classifyGoogleBusiness },
    refreshToken,
  );
}

export async function googleBusinessCall(
  deps: IntegrationDeps,
  input: {
    method?: 'GET' | 'PUT' | 'DELETE' | 'PATCH';
    url: string;
    json?: unknown;
    token?: string;
    credentials?: Credentials;
  },
): Promise<unknown> {
  const token = input.token ?? (await accessTokenFor(deps, input.credentials ?? { accessToken: '' }));
  const result = await deps.http.send({
    platform: PLATFORM,
    method: input.method ?? 'GET',
    url: input.url,
    headers: { authorization: `Bearer ${token}` },
    json: input.json,
    classify: classifyGoogleBusiness,
  });
  return result.body;
}

/** A v4 Review (reviewer, `starRating` ONE..FIVE, optional comment, times, optional `reviewReply`). */
export const reviewSchema = z.object({
  name: z.string().regex(/^accounts\/[^/]{1,40}\/locations\/\d{1,24}\/reviews\/[^/]{1,200}$/),
  reviewId: z.string().min(1).max(200),
  reviewer: z
    .object({
      displayName: z.string().max(300).optional(),
      profilePhotoUrl: z.string().max(2000).optional(),
      isAnonymous: z.boolean().optional(),
    })
    .optional(),
  starRating: z.string().max(40).optional(),
  comment: z.string().max(20_000).optional(),
  createTime: z.string().max(60),
  updateTime: z.string().max(60).optional(),
  reviewReply: z.object({ comment: z.string().max(20_000), updateTime: z.string().max(60).optional() }).optional(),
});
export type GoogleReview = z.infer<typeof reviewSchema>;

/**
 * Google's review comments carry a machine translation after the original: "(Translated by Google) …
 * (Original) …". We keep the original (the merchant answers the customer's own words).
 */
export function originalText(comment: string): string {
  const original = /\(Original\)\s*([\s\S]+)$/.exec(comment);
  return (original?.[1] ?? comment).trim();
}

/** Our inbox item for a review; a rating without words is still a review (its text is the stars). */
export function googleReviewItem(review: GoogleReview): InboxItem | null {
  const postedAt = platformDate(review.createTime);
  const rating = googleStarValue(review.starRating);
  if (!postedAt || (rating === null && !review.comment?.trim())) return null;
  const content = review.comment?.trim() ? originalText(review.comment) : `${'★'.repeat(rating ?? 0)} (rating only)`;
  return {
    ...emptyItem(),
    externalId: review.name,
    content,
    rating,
    reviewerName: review.reviewer?.isAnonymous ? null : (review.reviewer?.displayName ?? null),
    postedAt,
    metadata: {
      reviewId: review.reviewId,
      profilePhotoUrl: review.reviewer?.profilePhotoUrl ?? null,
      updateTime: review.updateTime ?? null,
      reply: review.reviewReply?.comment ?? null,
    },
  };
}

export const reviewsPageSchema = z.object({
  reviews: z.array(z.unknown()).default([]),
  averageRating: z.number().optional(),
  totalReviewCount: z.number().optional(),
  nextPageToken: z.string().max(2000).optional(),
});

export function readReviewsPage(body: unknown) {
  const page = parseBody(PLATFORM, reviewsPageSchema, body, 'reviews page');
  const items: InboxItem[] = [];
  let skipped = 0;
  for (const raw of page.reviews) {
    const parsed = reviewSchema.safeParse(raw);
    const item = parsed.success ? googleReviewItem(parsed.data) : null;
    if (item) items.push(item);
    else skipped += 1;
  }
  return { items, skipped, nextPageToken: page.nextPageToken ?? null };
}

/** `accounts/{a}/locations/{l}` of a connection (its metadata keeps the account; the location is the id). */
export const locationPath = (account: string, locationId: string) => `${account}/locations/${locationId}`;

/** The location id (digits) of a review or location resource name; null when the name is not one. */
export function locationIdOf(name: string): string | null {
  return /^accounts\/[^/]{1,40}\/locations\/(\d{1,24})(?:\/|$)/.exec(name)?.[1] ?? null;
}
