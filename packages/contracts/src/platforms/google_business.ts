import { z } from 'zod';
import { definePlatform } from './definition.ts';

/**
 * Google Business Profile reviews (platform id `google_business`; the `google` id is Google Analytics). What
 * the server, the simulator and the web share: the wire format's star ratings, the scope, the simulator's
 * fixed values (Pub/Sub topic and push token, demo location) and the control API's input.
 */
export const GOOGLE_BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';

/** `starRating` of a Review (Business Profile API v4): the enum names, in order 1..5. */
export const GOOGLE_STAR_RATINGS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;
export type GoogleStarRating = (typeof GOOGLE_STAR_RATINGS)[number];

/** 1..5 for a star rating enum; null for STAR_RATING_UNSPECIFIED or anything else. */
export function googleStarValue(value: unknown): number | null {
  const index = GOOGLE_STAR_RATINGS.indexOf(value as GoogleStarRating);
  return index === -1 ? null : index + 1;
}

/** The notification types we ask Google to publish (Business Profile Notifications API). */
export const GOOGLE_BUSINESS_NOTIFICATION_TYPES = ['NEW_REVIEW', 'UPDATED_REVIEW'] as const;

/**
 * Simulator mode: the Pub/Sub topic our notification setting names, and the verification token of the
 * push subscription (the operator configures the push endpoint once, `/webhooks/google_business?token=…`).
 */
export const GOOGLE_BUSINESS_SIMULATOR = {
  pubsubTopic: 'projects/bizamply-sim/topics/business-profile-reviews',
  pushToken: 'sim-google-business-push-token',
} as const;

/** The demo brand's (Northwind Coffee) Business Profile: an account, one shop location, its manager. */
export const GOOGLE_BUSINESS_DEMO = {
  account: 'accounts/104857600000000000001',
  accountName: 'Northwind Coffee',
  locationId: '1300000000000000001',
  title: 'Northwind Coffee – Mission Street',
  address: {
    addressLines: ['1021 Mission St'],
    locality: 'San Francisco',
    administrativeArea: 'CA',
    postalCode: '94103',
    regionCode: 'US',
  },
  token: 'sim_google_business_1',
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/** Control API: a customer leaves a Google review on a location (and Google publishes NEW_REVIEW). */
export const simGoogleReviewInputSchema = z
  .object({
    locationId: z.string().regex(/^\d{1,24}$/),
    rating: z.number().int().min(1).max(5),
    comment: z.string().trim().max(4000).default(''),
    reviewerName: text(200),
    isAnonymous: z.boolean().default(false),
    emitWebhook: z.boolean().default(true),
    deliverTwice: z.boolean().default(false),
  })
  .strict();
export type SimGoogleReviewInput = z.infer<typeof simGoogleReviewInputSchema>;

/** Control API: a Business Profile location and the Google person who manages it. */
export const simGoogleLocationInputSchema = z
  .object({
    locationId: z.string().regex(/^\d{1,24}$/),
    title: text(200),
    manager: z.string().trim().toLowerCase().email().max(200).optional(),
  })
  .strict();
export type SimGoogleLocationInput = z.infer<typeof simGoogleLocationInputSchema>;

export const GOOGLE_BUSINESS_MESSAGES = {
  locationIdLabel: 'Google Business Profile location',
  locationIdPlaceholder: 'Pick a location after signing in with Google',
  locationIdRequired: 'Please choose your Google Business Profile location',
  locationIdInvalid: 'Please choose a location listed after signing in with Google',
  locationNotFound: 'Google Business Profile location {locationId} was not found or has not given Bizamply access.',
  setupGuide:
    'Press Connect and sign in with Google as an owner or manager of your Business Profile, then pick the shop or showroom whose reviews you answer here (one location per brand).',
} as const;

/** The location id of a Business Profile location (`locations/{id}`): digits. */
export const GOOGLE_LOCATION_ID_PATTERN = /^\d{1,24}$/;

/** POST /integrations/google_business/connect: the location picked among those the Google consent listed. */
export const googleBusinessConnectBodySchema = z
  .object({
    brandId: z.string().trim().min(1).max(64),
    locationId: z
      .string({ error: GOOGLE_BUSINESS_MESSAGES.locationIdRequired })
      .trim()
      .min(1, GOOGLE_BUSINESS_MESSAGES.locationIdRequired)
      .max(64)
      .regex(GOOGLE_LOCATION_ID_PATTERN, GOOGLE_BUSINESS_MESSAGES.locationIdInvalid),
  })
  .strict();

/** The platform definition (./index.ts lists it). */
export const googleBusiness = definePlatform({
  id: 'google_business',
  label: 'Google reviews',
  accountLabel: 'Google Business Profile location',
  kind: 'reviews',
  card: { name: 'Google reviews', description: 'Reviews of your shop or showroom on Google Maps and Search.' },
  connect: { method: 'consent_pick', provider: 'Google', field: 'locationId' },
  scopes: [GOOGLE_BUSINESS_SCOPE],
  inbox: {
    chip: { order: 7, label: 'Google reviews' },
    reply: true,
    hide: false,
    rules: true,
    noPhone: true,
    offersBoth: false,
    replyWindowHours: null,
    deleteReply: true,
  },
  color: '#4285f4',
});

/** One location of the pending Google consent, as the picker shows it (Business Information `locations.list`). */
export const googleLocationSchema = z.object({
  /** The location id (digits of `locations/{id}`): what the connect sends. */
  id: z.string(),
  title: z.string(),
  /** "1021 Mission St, San Francisco" (`storefrontAddress`), null for a location without a storefront. */
  address: z.string().nullable(),
  /** The Business Profile account (location group) it belongs to. */
  accountName: z.string().nullable(),
  /** Connected to another Bizamply customer account: not pickable (the connect answers 409). */
  taken: z.boolean(),
});
export type GoogleLocation = z.infer<typeof googleLocationSchema>;

/** GET /integrations/google_business/locations: the locations this browser's latest Google consent listed. */
export const googleLocationsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** False until this browser consented (or after the 15-minute grant expired). */
    granted: z.boolean(),
    locations: z.array(googleLocationSchema),
    expiresAt: z.string().nullable(),
  }),
});
export type GoogleLocationsResponse = z.infer<typeof googleLocationsResponseSchema>;

/** The picker's texts (onboarding step 2 and /connections). */
export const GOOGLE_LOCATION_PICKER_MESSAGES = {
  title: 'Connect Google reviews',
  description: 'Pick the shop or showroom whose Google reviews {brand} answers here. One location per brand.',
  intro: 'Sign in with Google to see the Business Profile locations you own or manage.',
  continue: 'Continue with Google',
  waiting: 'Waiting for Google… finish signing in in the window that opened.',
  closedEarly: 'The Google window closed before you signed in. Try again when you are ready.',
  loading: 'Loading your Google locations…',
  loadFailed: 'We could not load your Google locations. Try again.',
  retry: 'Try again',
  legend: 'Your Google Business Profile locations',
  empty:
    'No locations on this Google account. Add your shop on Google Business Profile, or sign in with another Google account.',
  takenReason: 'Connected to another Bizamply account',
  otherAccount: 'Use another Google account',
  pickFirst: 'Please choose your Google Business Profile location',
  confirm: 'Connect location',
  connecting: 'Connecting…',
  cancel: 'Cancel',
} as const;
