import { z } from 'zod';
import { parseBody } from '../http.ts';
import type { InboxItem, IntegrationDeps, PlatformAdapter, PlatformConnection } from '../types.ts';
import { findYotpoReply, readYotpoReviews, yotpoCall, yotpoItem, yotpoReviewSchema } from './client.ts';

const COUNT = 100;
const MAX_PAGES = 500;
/** Overlap for `since_date`, so a review created while the last poll ran is not missed. */
const SINCE_OVERLAP_MS = 10 * 60 * 1000;

/** The secret part of our Yotpo webhook URL (Yotpo does not sign deliveries). */
export const yotpoWebhookToken = (deps: IntegrationDeps, appKey: string) => deps.sign(`yotpo-webhook:${appKey}`);

/** Fetch-back for unsigned webhooks: the review as Yotpo itself reports it. */
export async function fetchYotpoReview(
  deps: IntegrationDeps,
  connection: PlatformConnection,
  reviewId: string,
): Promise<InboxItem | null> {
  const result = await yotpoCall(deps, {
    url: `${deps.settings.yotpo.apiBase}/reviews/${encodeURIComponent(reviewId)}`,
    query: { utoken: connection.credentials.accessToken },
  });
  const body = parseBody(
    'yotpo',
    z.object({ response: z.object({ review: yotpoReviewSchema }) }),
    result.body,
    'review',
  );
  return yotpoItem(body.response.review);
}

/** Yotpo: merchant reviews by `page`/`count` until a short page, `since_date` for polls, store comments. */
export function yotpoAdapter(deps: IntegrationDeps): PlatformAdapter {
  const appKeyOf = (connection: PlatformConnection) => encodeURIComponent(connection.externalId);
  return {
    platform: 'yotpo',
    async sync(connection, options, sink) {
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const query: Record<string, string> = {
          utoken: connection.credentials.accessToken,
          count: String(COUNT),
          page: String(page),
        };
        if (options.since) query['since_date'] = new Date(options.since.getTime() - SINCE_OVERLAP_MS).toISOString();
        const result = await yotpoCall(deps, {
          url: `${deps.settings.yotpo.apiBase}/v1/apps/${appKeyOf(connection)}/reviews`,
          query,
        });
        const { items, skipped } = readYotpoReviews(result.body);
        if (skipped) sink.skipped(skipped);
        await sink.items(items);
        if (items.length + skipped < COUNT) return;
      }
    },
    async registerWebhooks(connection) {
      const token = yotpoWebhookToken(deps, connection.externalId);
      await yotpoCall(deps, {
        method: 'POST',
        url: `${deps.settings.yotpo.developersBase}/${appKeyOf(connection)}/webhooks`,
        query: { access_token: connection.credentials.accessToken },
        json: {
          webhook: {
            webhook_event_name: 'review_create',
            url: `${deps.settings.publicUrl}/webhooks/yotpo?token=${token}`,
          },
        },
      });
    },
    fetchItem: (connection, input) => fetchYotpoReview(deps, connection, input.externalId),
    async postReply(connection, input) {
      const result = await yotpoCall(deps, {
        method: 'POST',
        url: `${deps.settings.yotpo.apiBase}/reviews/${encodeURIComponent(input.targetId)}/comments`,
        json: { utoken: connection.credentials.accessToken, comment: { content: input.message, public: true } },
      });
      const body = parseBody(
        'yotpo',
        z.object({ response: z.object({ comment: z.object({ id: z.union([z.number(), z.string().max(40)]) }) }) }),
        result.body,
        'comment response',
      );
      return { replyId: String(body.response.comment.id) };
    },
    findReply: (connection, input) => findYotpoReply(deps, connection, input),
  };
}
