import { GOOGLE_BUSINESS_NOTIFICATION_TYPES } from '@bizamply/contracts/platforms/google_business';
import { z } from 'zod';
import { PlatformError, parseBody } from '../http.ts';
import { nothingWhenNotFound, sameReplyText } from '../read-back.ts';
import type { InboxItem, IntegrationDeps, PlatformAdapter, PlatformConnection } from '../types.ts';
import {
  googleBusinessCall,
  googleBusinessHosts,
  googleReviewItem,
  locationIdOf,
  locationPath,
  readReviewsPage,
  reviewSchema,
} from './client.ts';

const PLATFORM = 'google_business' as const;
const PAGE_SIZE = 50;
const MAX_PAGES = 200;

/** `accounts/{a}` the location belongs to (kept in the connection's metadata at consent). */
function accountOf(connection: PlatformConnection): string {
  const account = connection.metadata['account'];
  if (typeof account !== 'string' || !/^accounts\/[^/]{1,40}$/.test(account)) {
    throw new PlatformError(PLATFORM, 'auth', 'The connection does not name its Business Profile account');
  }
  return account;
}

/** A review resource name of this connection's location (a target naming another location is refused). */
function reviewNameOf(connection: PlatformConnection, name: string): string {
  if (locationIdOf(name) !== connection.externalId || !/\/reviews\/[^/]{1,200}$/.test(name)) {
    throw new PlatformError(PLATFORM, 'rejected', 'The review does not belong to this location');
  }
  return name;
}

async function fetchReview(deps: IntegrationDeps, connection: PlatformConnection, name: string) {
  const body = await googleBusinessCall(deps, {
    url: `${googleBusinessHosts(deps).reviewsBase}/${reviewNameOf(connection, name)}`,
    credentials: connection.credentials,
  });
  return parseBody(PLATFORM, reviewSchema, body, 'review');
}

/**
 * Google Business Profile reviews (v4): `reviews.list` newest first (`orderBy=updateTime desc`, 50 a page,
 * `nextPageToken`), polls stop at a page older than the last sync; `reviews.updateReply` (PUT, idempotent:
 * one reply per review, a re-send replaces it with the same text), `reviews.deleteReply`; new reviews
 * arrive as Pub/Sub notifications set up with the Notifications API.
 */
export function googleBusinessAdapter(deps: IntegrationDeps): PlatformAdapter {
  const hosts = () => googleBusinessHosts(deps);
  return {
    platform: PLATFORM,
    async sync(connection, options, sink) {
      const base = `${hosts().reviewsBase}/${locationPath(accountOf(connection), connection.externalId)}/reviews`;
      let pageToken: string | null = null;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const params = new URLSearchParams({
          pageSize: String(PAGE_SIZE),
          orderBy: 'updateTime desc',
          ...(pageToken ? { pageToken } : {}),
        });
        const body = await googleBusinessCall(deps, { url: `${base}?${params}`, credentials: connection.credentials });
        const read = readReviewsPage(body);
        if (read.skipped) sink.skipped(read.skipped);
        await sink.items(read.items);
        pageToken = read.nextPageToken;
        const oldest = read.items.at(-1);
        const updated = (item: InboxItem) =>
          new Date(String(item.metadata['updateTime'] ?? item.postedAt.toISOString()));
        if (!pageToken || (options.since && oldest && updated(oldest) < options.since)) return;
      }
    },
    async registerWebhooks(connection) {
      const topic = hosts().pubsubTopic;
      // Without a topic (live mode, not configured) the 5-minute polls still import every review.
      if (!topic) return;
      const account = accountOf(connection);
      await googleBusinessCall(deps, {
        method: 'PATCH',
        url: `${hosts().notificationsBase}/${account}/notificationSetting?updateMask=pubsubTopic,notificationTypes`,
        json: {
          name: `${account}/notificationSetting`,
          pubsubTopic: topic,
          notificationTypes: [...GOOGLE_BUSINESS_NOTIFICATION_TYPES],
        },
        credentials: connection.credentials,
      });
    },
    async fetchItem(connection, input) {
      return nothingWhenNotFound(async () => googleReviewItem(await fetchReview(deps, connection, input.externalId)));
    },
    async postReply(connection, input) {
      const name = reviewNameOf(connection, input.targetId);
      const body = await googleBusinessCall(deps, {
        method: 'PUT',
        url: `${hosts().reviewsBase}/${name}/reply`,
        json: { comment: input.message },
        credentials: connection.credentials,
      });
      parseBody(PLATFORM, z.object({ comment: z.string().max(20_000) }).passthrough(), body, 'reply');
      return { replyId: `${name}/reply` };
    },
    async findReply(connection, input) {
      return nothingWhenNotFound(async () => {
        const review = await fetchReview(deps, connection, input.targetId);
        const reply = review.reviewReply?.comment;
        return reply && sameReplyText(reply, input.message) ? { replyId: `${review.name}/reply` } : null;
      });
    },
    async deleteReply(connection, input) {
      const name = reviewNameOf(connection, input.targetId);
      try {
        await googleBusinessCall(deps, {
          method: 'DELETE',
          url: `${hosts().reviewsBase}/${name}/reply`,
          credentials: connection.credentials,
        });
      } catch (error) {
        // Already gone (deleted on Google, or a retry of ours): the outcome the merchant asked for.
        if (error instanceof PlatformError && error.status === 404) return;
        throw error;
      }
    },
  };
}
