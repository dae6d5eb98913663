import { createHash } from 'node:crypto';
import { GOOGLE_BUSINESS_SIMULATOR, googleStarValue } from '@bizamply/contracts/platforms/google_business';
import { z } from 'zod';
import { PlatformError, parseBody, type HttpResult } from '../http.ts';
import { emptyItem, platformDate, type Credentials, type InboxItem, type IntegrationDeps } from '../types.ts';

const PLATFORM = 'google_business' as const;

/**
 * Where Google Business Profile lives. The OAuth client is the one of Google sign-in and GA4
 * (`GOOGLE_CLIENT_ID/SECRET`); in simulator mode the hosts are `/sim/google_business/…`. The Pub/Sub topic
 * and the push subscription's verification token come from the operator's Google Cloud project.
 */
export function googleBusinessHosts(deps: IntegrationDeps) {
  const sim = deps.settings.simulatedHints;
  const base = `${deps.settings.publicUrl}/sim/google_business`;
  return {
    authorizeUrl: sim ? `${base}/o/oauth2/v2/auth` : 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: sim ? `${base}/token` : 'https://oauth2.googleapis.com/token',
    accountsBase: sim ? `${base}/accountmanagement/v1` : 'https://mybusinessaccountmanagement.googleapis.com/v1',
    locationsBase: sim ? `${base}/businessinformation/v1` : 'https://mybusinessbusinessinformation.googleapis.com/v1',
    reviewsBase: sim ? `${base}/v4` : 'https://mybusiness.googleapis.com/v4',
    notificationsBase: sim ? `${base}/notifications/v1` : 'https://mybusinessnotifications.googleapis.com/v1',
    pubsubTopic: sim ? GOOGLE_BUSINESS_SIMULATOR.pubsubTopic : (process.env['GOOGLE_BUSINESS_PUBSUB_TOPIC'] ?? null),
    /** `?token=` of our push endpoint: the simulator's, or one derived from the instance secret live. */
    pushToken: sim ? GOOGLE_BUSINESS_SIMULATOR.pushToken : deps.sign('google_business:pubsub-push'),
  };
}

export function oauthKeysOf(deps: IntegrationDeps) {
  const keys = deps.settings.google.oauthKeys;
  if (!keys) throw new PlatformError(PLATFORM, 'not_configured', 'GOOGLE_CLIENT_ID is not configured');
  return keys;
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

export const tokenSchema = z.object({
  access_token: z.string().min(1).max(4000),
  expires_in: z.number().positive(),
  refresh_token: z.string().min(1).max(4000).optional(),
});

const cache = new Map<string, { token: string; expiresAt: number }>();

/** The stored refresh token exchanged for an access token (cached until a minute before expiry); 400 = revoked. */
export async function accessTokenFor(deps: IntegrationDeps, credentials: Credentials): Promise<string> {
  const refreshToken = credentials.refreshToken;
  if (typeof refreshToken !== 'string') throw new PlatformError(PLATFORM, 'auth', 'No Google authorization stored');
  const key = createHash('sha256').update(refreshToken).digest('hex');
  const cached = cache.get(key);
  if (cached && cached.expiresAt - 60_000 > Date.now()) return cached.token;
  const keys = oauthKeysOf(deps);
  const result = await deps.http.send({
    platform: PLATFORM,
    method: 'POST',
    url: googleBusinessHosts(deps).tokenUrl,
    form: {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: keys.clientId,
      client_secret: keys.clientSecret,
    },
    classify: (answer) =>
      answer.status === 400
        ? new PlatformError(PLATFORM, 'auth', 'Google no longer accepts this authorization', 400)
        : classifyGoogleBusiness(answer),
  });
  const token = parseBody(PLATFORM, tokenSchema, result.body, 'token');
  cache.set(key, { token: token.access_token, expiresAt: Date.now() + token.expires_in * 1000 });
  return token.access_token;
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
