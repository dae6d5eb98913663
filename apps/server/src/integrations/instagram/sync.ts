import { z } from 'zod';
import { parseBody } from '../http.ts';
import { graphCall, graphPages, type GraphTarget } from '../meta/graph.ts';
import type { InboxItem, IntegrationDeps, PlatformAdapter, PlatformConnection } from '../types.ts';
import {
  COMMENT_FIELDS,
  commentSchema,
  findInstagramReply,
  igItem,
  MEDIA_FIELDS,
  mediaSchema,
  type IgMedia,
} from './client.ts';
import { longTokenSchema } from './oauth.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Comments keep arriving on older posts: polls look at posts of the last 30 days before `since`. */
const POLL_MEDIA_WINDOW_MS = 30 * DAY;
/** Refresh the 60-day token when it has less than this left (it must be at least 24 h old). */
const REFRESH_BEFORE_MS = 7 * DAY;

/** Instagram: media, then each media's comments, both following `paging.next`; replies, hide, webhook. */
export function instagramAdapter(deps: IntegrationDeps): PlatformAdapter {
  const target = (connection: PlatformConnection): GraphTarget => ({
    platform: 'instagram',
    base: deps.settings.instagram.graphBase,
    token: connection.credentials.accessToken,
  });
  return {
    platform: 'instagram',
    async refresh(connection) {
      const expiresAt = Date.parse(String(connection.credentials.expiresAt ?? ''));
      const issuedAt = Date.parse(String(connection.credentials['issuedAt'] ?? ''));
      if (Number.isNaN(expiresAt) || expiresAt - Date.now() > REFRESH_BEFORE_MS) return null;
      if (!Number.isNaN(issuedAt) && Date.now() - issuedAt < DAY) return null;
      const body = await graphCall(deps, target(connection), {
        path: 'refresh_access_token',
        versioned: false,
        query: { grant_type: 'ig_refresh_token', access_token: connection.credentials.accessToken },
      });
      const token = parseBody('instagram', longTokenSchema, body, 'refreshed token');
      const next = new Date(Date.now() + token.expires_in * 1000);
      return {
        credentials: {
          ...connection.credentials,
          accessToken: token.access_token,
          expiresAt: next.toISOString(),
          issuedAt: new Date().toISOString(),
        },
        tokenExpiresAt: next,
      };
    },
    async sync(connection, options, sink) {
      const oldest = options.since ? options.since.getTime() - POLL_MEDIA_WINDOW_MS : null;
      const media: IgMedia[] = [];
      await graphPages(
        deps,
        target(connection),
        { path: `${connection.externalId}/media`, query: { fields: MEDIA_FIELDS, limit: '25' } },
        async (page) => {
          let reachedOld = false;
          for (const raw of page) {
            const parsed = mediaSchema.safeParse(raw);
            if (!parsed.success) continue;
            const time = Date.parse(String(parsed.data.timestamp ?? '').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
            if (oldest !== null && !Number.isNaN(time) && time < oldest) reachedOld = true;
            else media.push(parsed.data);
          }
          return !reachedOld;
        },
      );
      for (const post of media) {
        await graphPages(
          deps,
          target(connection),
          { path: `${post.id}/comments`, query: { fields: COMMENT_FIELDS, limit: '50' } },
          async (page) => {
            const items: InboxItem[] = [];
            let skipped = 0;
            for (const raw of page) {
              const parsed = commentSchema.safeParse(raw);
              const item = parsed.success
                ? igItem(parsed.data, { accountId: connection.externalId, media: post })
                : null;
              if (item) items.push(item);
              else if (!parsed.success) skipped += 1;
            }
            if (skipped) sink.skipped(skipped);
            await sink.items(items);
          },
        );
      }
    },
    async registerWebhooks(connection) {
      await graphCall(deps, target(connection), {
        method: 'POST',
        path: 'me/subscribed_apps',
        query: { subscribed_fields: 'comments' },
      });
    },
    async postReply(connection, input) {
      const body = await graphCall(deps, target(connection), {
        method: 'POST',
        path: `${encodeURIComponent(input.targetId)}/replies`,
        query: { message: input.message },
      });
      return { replyId: parseBody('instagram', z.object({ id: z.string().max(100) }), body, 'reply').id };
    },
    findReply: (connection, input) => findInstagramReply(deps, target(connection), connection.externalId, input),
    async hideComment(connection, input) {
      await graphCall(deps, target(connection), {
        method: 'POST',
        path: encodeURIComponent(input.targetId),
        query: { hide: String(input.hidden) },
      });
    },
  };
}
