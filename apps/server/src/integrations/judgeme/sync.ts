import type { IntegrationDeps, PlatformAdapter } from '../types.ts';
import { findJudgemeReply, judgemeCall, readReviews } from './client.ts';

const PER_PAGE = 100;
const MAX_PAGES = 500;
const WEBHOOK_KEYS = ['review/created', 'review/updated'];

/** Judge.me: reviews paged until a short page (no totals in the API), public replies, webhooks. */
export function judgemeAdapter(deps: IntegrationDeps): PlatformAdapter {
  return {
    platform: 'judgeme',
    async sync(connection, options, sink) {
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const result = await judgemeCall(deps, connection, {
          path: '/reviews',
          query: { page: String(page), per_page: String(PER_PAGE) },
        });
        const { items, skipped } = readReviews(result.body);
        if (skipped) sink.skipped(skipped);
        await sink.items(items);
        // Newest first: once a whole page is older than the last poll, the rest is known already.
        const since = options.since;
        const allOld = since !== null && items.length > 0 && items.every((item) => item.postedAt < since);
        if (items.length + skipped < PER_PAGE || allOld) return;
      }
    },
    async registerWebhooks(connection) {
      for (const key of WEBHOOK_KEYS) {
        await judgemeCall(deps, connection, {
          method: 'POST',
          path: '/webhooks',
          json: { webhook: { key, url: `${deps.settings.publicUrl}/webhooks/judgeme` } },
        });
      }
    },
    async postReply(connection, input) {
      const id = /^\d+$/.test(input.targetId) ? Number(input.targetId) : input.targetId;
      await judgemeCall(deps, connection, {
        method: 'POST',
        path: '/replies',
        json: { review_id: id, send_reply_email: true, reply: { content: input.message } },
      });
      return { replyId: null };
    },
    findReply: (connection, input) => findJudgemeReply(deps, connection, input),
  };
}
