import type { FastifyInstance } from 'fastify';
import {
  GOOGLE_BUSINESS_DEMO,
  GOOGLE_BUSINESS_SIMULATOR,
  GOOGLE_DEMO_REVIEWS,
  GOOGLE_STAR_RATINGS,
  googleDemoTimes,
  simGoogleLocationInputSchema,
  simGoogleReviewInputSchema,
} from '@bizamply/contracts/platforms/google_business';
import type { SimulatorContext } from '../common/context.ts';
import { deliver } from '../common/webhooks.ts';
import { historyAnchor, numberFor, pastDate, randomFor } from '../store/generate.ts';
import { DEMO_PLATFORM_USER } from '../store/demo.ts';
import { distinctReviewers, storeVisit } from './visits.ts';

export const PLATFORM = 'google_business';
/** Where a review's current reply lives (simulator.accounts, keyed by the review's resource name). */
const REPLY_STATE = 'google_business:reply';
const TOPIC = 'pubsub';

export interface Location {
  id: string;
  title: string;
  account: string;
  accountName: string;
  address: Record<string, unknown>;
  /** Google people (e-mails) who manage the location: their consent lists its account and the location. */
  managers: string[];
}

export type WireReview = Record<string, unknown> & { name: string; reviewId: string; updateTime: string };

const demoLocation: Location = {
  id: GOOGLE_BUSINESS_DEMO.locationId,
  title: GOOGLE_BUSINESS_DEMO.title,
  account: GOOGLE_BUSINESS_DEMO.account,
  accountName: GOOGLE_BUSINESS_DEMO.accountName,
  address: { ...GOOGLE_BUSINESS_DEMO.address },
  managers: [DEMO_PLATFORM_USER],
};

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

export async function locations(context: SimulatorContext): Promise<Location[]> {
  const stored = await context.store.listAccounts(PLATFORM);
  return [
    demoLocation,
    ...stored.map((row) => ({
      id: row.account,
      title: String(row.data['title'] ?? 'Shop'),
      account: String(row.data['account'] ?? ''),
      accountName: String(row.data['accountName'] ?? ''),
      address: (row.data['address'] as Record<string, unknown> | undefined) ?? {},
      managers: strings(row.data['managers']),
    })),
  ];
}

/** A location (new or existing) and one more person who manages it; its account is the manager's. */
export async function addLocationManager(
  context: SimulatorContext,
  input: { locationId: string; title: string; manager: string },
): Promise<Location> {
  const current = (await locations(context)).find((entry) => entry.id === input.locationId);
  const account = current?.account || `accounts/${numberFor(`gbp-account:${input.manager}`, 18)}`;
  const location: Location = {
    id: input.locationId,
    title: current?.title ?? input.title,
    account,
    accountName: current?.accountName || input.manager.split('@')[0] || 'Business',
    address: current?.address ?? {
      addressLines: [`${Number(numberFor(`gbp-street:${input.locationId}`, 3))} Market St`],
      locality: 'San Francisco',
      administrativeArea: 'CA',
      regionCode: 'US',
    },
    managers: [...new Set([...(current?.managers ?? []), input.manager])],
  };
  await context.store.upsertAccount(PLATFORM, location.id, { ...location });
  return location;
}

const reviewName = (location: Location, reviewId: string) =>
  `${location.account}/locations/${location.id}/reviews/${reviewId}`;

/** A review in the Business Profile API's wire format (v4 `Review`). */
export function toWire(
  location: Location,
  input: { reviewId: string; rating: number; comment: string; reviewer: string; anonymous: boolean; at: Date },
): WireReview {
  const time = input.at.toISOString();
  return {
    name: reviewName(location, input.reviewId),
    reviewId: input.reviewId,
    reviewer: input.anonymous
      ? { displayName: 'A Google user', isAnonymous: true }
      : {
          displayName: input.reviewer,
          profilePhotoUrl: `https://lh3.googleusercontent.test/a/${input.reviewId.slice(0, 12)}`,
          isAnonymous: false,
        },
    starRating: GOOGLE_STAR_RATINGS[input.rating - 1],
    ...(input.comment ? { comment: input.comment } : {}),
    createTime: time,
    updateTime: time,
  };
}

/** The location’s history: 60 deterministic reviews over the last 90 days (newest first). */
export function generatedReviews(location: Location): WireReview[] {
  const random = randomFor(`gbp:${location.id}`);
  const anchor = historyAnchor();
  const reviews: WireReview[] = [];
  const reviewers = distinctReviewers(random, 60);
  for (let index = 0; index < 60; index += 1) {
    const visit = storeVisit(random);
    const reviewId = `AbFvOq${numberFor(`gbp-review:${location.id}:${index}`, 16)}`;
    reviews.push(
      toWire(location, {
        reviewId,
        rating: visit.rating,
        comment: visit.text,
        reviewer: reviewers[index] ?? 'A Google user',
        anonymous: index % 13 === 7,
        at: pastDate(random, anchor),
      }),
    );
  }
  return reviews.sort((a, b) => Date.parse(b.updateTime) - Date.parse(a.updateTime));
}

/** The demo location's reviews: the seed's (contracts' GOOGLE_DEMO_REVIEWS), with the owner's replies it seeded. */
function demoReviews(location: Location): WireReview[] {
  return GOOGLE_DEMO_REVIEWS.map((entry) => {
    const { postedAt, repliedAt } = googleDemoTimes(entry, Date.now());
    const wire = toWire(location, {
      reviewId: entry.reviewId,
      rating: entry.rating,
      comment: entry.comment,
      reviewer: entry.reviewer,
      anonymous: false,
      at: postedAt,
    });
    return entry.reply && repliedAt
      ? { ...wire, reviewReply: { comment: entry.reply.text, updateTime: repliedAt.toISOString() } }
      : wire;
  });
}

/** The current reply of a review (null: none, or deleted). */
async function replyStates(context: SimulatorContext): Promise<Map<string, Record<string, unknown>>> {
  const rows = await context.store.listAccounts(REPLY_STATE);
  return new Map(rows.map((row) => [row.account, row.data]));
}

export async function setReply(
  context: SimulatorContext,
  name: string,
  reply: { comment: string; updateTime: string } | null,
): Promise<void> {
  await context.store.upsertAccount(REPLY_STATE, name, reply ?? { comment: null, updateTime: null });
}

/**
 * Newest first: reviews added through the control API, then the history (the demo location's seeded reviews, else
 * generated ones); the replies received since overlaid (a deleted one removes the seeded reply).
 */
export async function locationReviews(context: SimulatorContext, location: Location): Promise<WireReview[]> {
  const added = (await context.store.listItems(PLATFORM, location.id)).map((row) => row.data as WireReview);
  const replies = await replyStates(context);
  const history = location.id === demoLocation.id ? demoReviews(location) : generatedReviews(location);
  return [...added, ...history].map((review) => {
    const reply = replies.get(review.name);
    if (!reply) return review;
    if (typeof reply['comment'] !== 'string') {
      const { reviewReply: _deleted, ...rest } = review;
      return rest as WireReview;
    }
    return { ...review, reviewReply: { comment: reply['comment'], updateTime: reply['updateTime'] } };
  });
}

/** Publishes a notification on the topics the location's account named; Pub/Sub pushes it to our endpoint. */
async function publish(
  context: SimulatorContext,
  location: Location,
  review: WireReview,
  type: 'NEW_REVIEW' | 'UPDATED_REVIEW',
  twice: boolean,
) {
  const topics = await context.store.subscriptions(PLATFORM, location.account, TOPIC);
  const pushEndpoint = `${context.options.publicUrl}/webhooks/google_business?token=${GOOGLE_BUSINESS_SIMULATOR.pushToken}`;
  const targets = topics.filter((topic) => topic === GOOGLE_BUSINESS_SIMULATOR.pubsubTopic).map(() => pushEndpoint);
  const messageId = numberFor(`gbp-message:${review.name}:${review.updateTime}`, 16);
  // The documented fields (reviewName, locationName: Business Profile API, Notifications' NotificationType).
  const data = { type, locationName: `${location.account}/locations/${location.id}`, reviewName: review.name };
  const body = JSON.stringify({
    message: {
      data: Buffer.from(JSON.stringify(data)).toString('base64'),
      attributes: {},
      messageId,
      message_id: messageId,
      publishTime: new Date().toISOString(),
      publish_time: new Date().toISOString(),
    },
    subscription: 'projects/bizamply-sim/subscriptions/business-profile-reviews-push',
  });
  return { messageId, webhooks: await deliver(targets, body, () => ({}), twice) };
}

/** The notification setting of an account (`pubsubTopic` + types) as Google keeps it. */
export async function subscribeAccount(context: SimulatorContext, account: string, topic: string): Promise<void> {
  await context.store.unsubscribe(PLATFORM, account, TOPIC);
  if (topic) await context.store.subscribe(PLATFORM, account, TOPIC, topic);
}

export function googleBusinessControl(app: FastifyInstance, context: SimulatorContext): void {
  app.post('/google_business/reviews', async (request, reply) => {
    const parsed = simGoogleReviewInputSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues[0]?.message });
    const input = parsed.data;
    const location = (await locations(context)).find((entry) => entry.id === input.locationId);
    if (!location) return reply.status(404).send({ error: 'location not found' });
    const item = await context.store.addItem(
      PLATFORM,
      location.id,
      null,
      (seq) => `AbFvOqNew${String(seq).padStart(10, '0')}`,
      (_seq, reviewId) =>
        toWire(location, {
          reviewId,
          rating: input.rating,
          comment: input.comment,
          reviewer: input.reviewerName,
          anonymous: input.isAnonymous,
          at: new Date(),
        }),
    );
    const review = item.data as WireReview;
    const published = input.emitWebhook
      ? await publish(context, location, review, 'NEW_REVIEW', input.deliverTwice)
      : { messageId: null, webhooks: [] };
    return reply.status(201).send({ review, ...published });
  });

  /** The location's reviews as Google holds them now (with their current `reviewReply`): what a test checks. */
  app.get('/google_business/reviews', async (request, reply) => {
    const locationId = (request.query as Record<string, unknown>)['locationId'];
    const location = (await locations(context)).find((entry) => entry.id === locationId);
    if (!location) return reply.status(404).send({ error: 'location not found' });
    return { reviews: await locationReviews(context, location) };
  });

  app.post('/google_business/locations', async (request, reply) => {
    const parsed = simGoogleLocationInputSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues[0]?.message });
    const manager = parsed.data.manager ?? `owner.${parsed.data.locationId}@gmail.test`;
    const location = await addLocationManager(context, { ...parsed.data, manager });
    return reply.status(201).send({ location });
  });
}
