import { z } from 'zod';
import { parseBody } from '../http.ts';
import { graphCall, graphPages, type GraphTarget } from '../meta/graph.ts';
import {
  platformDate,
  type InboxItem,
  type IntegrationDeps,
  type PlatformAdapter,
  type PlatformConnection,
} from '../types.ts';
import {
  COMMENT_FIELDS,
  commentSchema,
  fbItem,
  findFacebookReply,
  POST_FIELDS,
  postSchema,
  type FbPost,
} from './client.ts';

const POLL_POST_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** Facebook Pages: feed posts, then each post's comments (`filter=stream`, newest first), replies, hide. */
export function facebookAdapter(deps: IntegrationDeps): PlatformAdapter {
  const target = (connection: PlatformConnection): GraphTarget => ({
    platform: 'facebook',
    base: deps.settings.meta.facebookGraphBase,
    token: connection.credentials.accessToken,
  });
  return {
    platform: 'facebook',
    async sync(connection, options, sink) {
      const oldest = options.since ? options.since.getTime() - POLL_POST_WINDOW_MS : null;
      const posts: FbPost[] = [];
      await graphPages(
        deps,
        target(connection),
        { path: `${connection.externalId}/feed`, query: { fields: POST_FIELDS, limit: '25' } },
        async (page) => {
          for (const raw of page) {
            const parsed = postSchema.safeParse(raw);
            if (!parsed.success) continue;
            const time = platformDate(parsed.data.created_time)?.getTime() ?? null;
            if (oldest !== null && time !== null && time < oldest) return false;
            posts.push(parsed.data);
          }
        },
      );
      for (const post of posts) {
        await graphPages(
          deps,
          target(connection),
          {
            path: `${post.id}/comments`,
            query: { fields: COMMENT_FIELDS, filter: 'stream', order: 'reverse_chronological', limit: '100' },
          },
          async (page) => {
            const items: InboxItem[] = [];
            let skipped = 0;
            for (const raw of page) {
              const parsed = commentSchema.safeParse(raw);
              const item = parsed.success ? fbItem(parsed.data, { pageId: connection.externalId, post }) : null;
              if (item) items.push(item);
              else if (!parsed.success) skipped += 1;
            }
            if (skipped) sink.skipped(skipped);
            await sink.items(items);
            const since = options.since;
            return !(since && items.length > 0 && items.every((item) => item.postedAt < since));
          },
        );
      }
    },
    async registerWebhooks(connection) {
      await graphCall(deps, target(connection), {
        method: 'POST',
        path: `${connection.externalId}/subscribed_apps`,
        query: { subscribed_fields: 'feed' },
      });
    },
    async postReply(connection, input) {
      const body = await graphCall(deps, target(connection), {
        method: 'POST',
        path: `${encodeURIComponent(input.targetId)}/comments`,
        query: { message: input.message },
      });
      return { replyId: parseBody('facebook', z.object({ id: z.string().max(200) }), body, 'reply').id };
    },
    findReply: (connection, input) => findFacebookReply(deps, target(connection), connection.externalId, input),
    async hideComment(connection, input) {
      await graphCall(deps, target(connection), {
        method: 'POST',
        path: encodeURIComponent(input.targetId),
        query: { is_hidden: String(input.hidden) },
      });
    },
  };
}
