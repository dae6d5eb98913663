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

/** The picker's texts (onboarding step 2 and /connections). */
export const LOCATION_PICKER_MESSAGES = {
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

/**
 * The demo location's Google reviews, one copy for both sides: the server's seed stores them as inbox items (the
 * replied ones as sent, with the owner's reply) and the simulator serves the same reviews and replies, so a reply
 * or "Delete reply" from the demo reaches a review Google knows. Times count back from the start of the current
 * UTC day (the simulator's history anchor), so both sides name the same instant.
 */
export interface GoogleDemoReview {
  reviewId: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** Empty: a rating without words. */
  comment: string;
  reviewer: string;
  hoursAgo: number;
  /** The owner's reply, when the review was answered. */
  reply?: { text: string; hoursAfter: number };
}

const review = (
  index: number,
  rating: GoogleDemoReview['rating'],
  reviewer: string,
  hoursAgo: number,
  comment: string,
  reply?: GoogleDemoReview['reply'],
): GoogleDemoReview => ({
  reviewId: `AbFvOqDemo${String(index).padStart(8, '0')}`,
  rating,
  comment,
  reviewer,
  hoursAgo,
  ...(reply ? { reply } : {}),
});

export const GOOGLE_DEMO_REVIEWS: readonly GoogleDemoReview[] = [
  review(
    1,
    5,
    'Maya Patel',
    3,
    'Best flat white on Mission Street. The barista walked me through three single origins.',
  ),
  review(
    2,
    1,
    'Jordan Lee',
    6,
    'Waited 25 minutes for two lattes and nobody said sorry. The beans are great, the service was not.',
  ),
  review(3, 4, 'Chris Romero', 11, 'Cozy shop, good wifi, fair prices. Could use a few more seats by the window.'),
  review(
    4,
    2,
    'Hannah Becker',
    20,
    'The cold brew tasted watered down today and the pastry case was almost empty by 10am.',
  ),
  review(5, 5, 'Tomás Herrera', 28, ''),
  review(6, 3, 'Priya Nair', 40, 'Coffee is good but the music is far too loud to have a conversation.'),
  review(
    7,
    5,
    'Ava Thompson',
    55,
    'Bought a bag of the Ethiopia Yirgacheffe and a grinder; they ground a sample so I could taste first. Lovely.',
  ),
  review(8, 4, 'Noah Kim', 70, 'Great espresso, friendly staff. Card machine was down, so bring cash just in case.'),
  review(9, 5, 'Grace Okafor', 96, 'My go-to on the way to work. They remember my order!', {
    text: 'Thank you, Grace! See you tomorrow morning — the usual oat cortado will be ready.',
    hoursAfter: 3,
  }),
  review(10, 2, 'Liam Walsh', 130, 'Ordered beans online for pickup and they were not ready when I arrived.', {
    text: 'Sorry about the wait, Liam. We changed how pickup orders reach the counter so this does not happen again.',
    hoursAfter: 5,
  }),
  review(11, 5, 'Sofia Rossi', 170, 'The pour-over class on Saturday was so much fun. Learned a lot.', {
    text: 'Thanks for joining, Sofia! Next class is on the first Saturday of the month.',
    hoursAfter: 8,
  }),
  review(12, 4, 'Omar Haddad', 220, 'Solid coffee and a good decaf option, which is rare.', {
    text: 'Thank you, Omar! Our Swiss Water decaf is roasted here every Tuesday.',
    hoursAfter: 4,
  }),
  review(13, 1, 'Emma Johnson', 300, 'Found a hair in my muffin. Staff replaced it but did not seem to care.', {
    text: 'Emma, we are very sorry. We spoke with the team and reviewed our kitchen routine. Your next visit is on us.',
    hoursAfter: 2,
  }),
  review(14, 5, 'Lucas Martin', 380, 'Beautiful space, excellent cold brew concentrate to take home.', {
    text: 'Thanks, Lucas! Enjoy the cold brew — it keeps two weeks in the fridge.',
    hoursAfter: 12,
  }),
  review(15, 3, 'Mia Nguyen', 460, 'Nice staff, average croissant. Coffee saves it.'),
  review(16, 5, 'Diego García', 540, 'Friendliest coffee shop in SF. Dog-friendly patio too.', {
    text: 'Thank you, Diego — say hi to your dog from us!',
    hoursAfter: 6,
  }),
  review(17, 4, 'Yuki Tanaka', 640, 'Good beans, good people. A little pricey but worth it.', {
    text: 'Thanks for the kind words, Yuki!',
    hoursAfter: 20,
  }),
  review(18, 2, 'Ethan Smith', 760, 'Closed 30 minutes before the hours on Google said. Please update them.', {
    text: 'Sorry, Ethan — you were right, our holiday hours were wrong. They are fixed now.',
    hoursAfter: 9,
  }),
  review(19, 5, 'Lena Müller', 900, 'Excellent espresso and the baristas clearly love what they do.'),
  review(20, 4, 'Isabella Dubois', 1100, 'Lovely little shop with great beans to take home.', {
    text: 'Thank you, Isabella! Come back for the new seasonal roast.',
    hoursAfter: 30,
  }),
];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The start of the current UTC day: the instant both sides count the demo's review times back from. */
export const googleDemoAnchor = (now: number) => Math.floor(now / DAY) * DAY;

/** When a demo review was posted, and when the owner replied to it. */
export function googleDemoTimes(entry: GoogleDemoReview, now: number) {
  const postedAt = new Date(googleDemoAnchor(now) - entry.hoursAgo * HOUR);
  const repliedAt = entry.reply ? new Date(postedAt.getTime() + entry.reply.hoursAfter * HOUR) : null;
  return { postedAt, repliedAt };
}

/** A demo review's resource name (`accounts/…/locations/…/reviews/…`): the inbox item's external id. */
export const googleDemoReviewName = (entry: GoogleDemoReview) =>
  `${GOOGLE_BUSINESS_DEMO.account}/locations/${GOOGLE_BUSINESS_DEMO.locationId}/reviews/${entry.reviewId}`;
