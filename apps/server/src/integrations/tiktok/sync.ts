import { z } from 'zod';
import { emptyItem, platformDate, type InboxItem, type IntegrationDeps, type PlatformAdapter } from '../types.ts';
import { findTikTokReply, tiktokCall, tiktokToken, ttId } from './client.ts';
import { refreshTikTokToken } from './oauth.ts';

const videosSchema = z.object({
  videos: z.array(
    z.object({ item_id: ttId, create_time: z.number().optional(), share_url: z.string().max(2000).optional() }),
  ),
  cursor: z.union([z.number(), z.string().max(100)]).optional(),
  has_more: z.boolean(),
});
export const commentSchema = z.object({
  comment_id: ttId,
  video_id: ttId,
  text: z.string().max(5000),
  create_time: z.number(),
  username: z.string().max(200).optional(),
  display_name: z.string().max(300).optional(),
  owner: z.boolean().optional(),
  status: z.string().max(40).optional(),
  likes: z.number().optional(),
});
const commentsSchema = z.object({
  comments: z.array(z.unknown()),
  cursor: z.union([z.number(), z.string().max(100)]).optional(),
  has_more: z.boolean(),
});
const MAX_PAGES = 200;

export function tiktokItem(comment: z.infer<typeof commentSchema>, shareUrl?: string): InboxItem | null {
  const postedAt = platformDate(comment.create_time);
  if (comment.owner || !postedAt || !comment.text.trim()) return null;
  return {
    ...emptyItem(),
    externalId: comment.comment_id,
    content: comment.text,
    reviewerName: comment.display_name ?? comment.username ?? null,
    mediaId: comment.video_id,
    postLink: shareUrl ?? null,
    postedAt,
    metadata: { status: comment.status ?? null, likeCount: comment.likes ?? 0, username: comment.username ?? null },
  };
}

/** TikTok Accounts API: videos and their comments by `cursor`/`has_more`; replies and hide need the video id. */
export function tiktokAdapter(deps: IntegrationDeps): PlatformAdapter {
  return {
    platform: 'tiktok',
    refresh: (connection) => refreshTikTokToken(deps, connection),
    async sync(connection, options, sink) {
      const token = tiktokToken(deps, connection);
      const videos: z.infer<typeof videosSchema>['videos'] = [];
      let cursor = '0';
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const data = await tiktokCall(deps, {
          token,
          path: '/business/video/list/',
          query: {
            business_id: connection.externalId,
            fields: '["item_id","create_time","share_url"]',
            cursor,
            max_count: '20',
          },
          data: videosSchema,
        });
        videos.push(...data.videos);
        if (!data.has_more || data.cursor === undefined) break;
        cursor = String(data.cursor);
      }
      for (const video of videos) {
        let commentCursor = '0';
        for (let page = 0; page < MAX_PAGES; page += 1) {
          const data = await tiktokCall(deps, {
            token,
            path: '/business/comment/list/',
            query: {
              business_id: connection.externalId,
              video_id: video.item_id,
              status: 'ALL',
              sort_field: 'create_time',
              sort_type: 'desc',
              cursor: commentCursor,
              max_count: '30',
            },
            data: commentsSchema,
          });
          const items: InboxItem[] = [];
          let skipped = 0;
          for (const raw of data.comments) {
            const parsed = commentSchema.safeParse(raw);
            const item = parsed.success ? tiktokItem(parsed.data, video.share_url) : null;
            if (item) items.push(item);
            else if (!parsed.success) skipped += 1;
          }
          if (skipped) sink.skipped(skipped);
          await sink.items(items);
          const since = options.since;
          const allOld = since !== null && items.length > 0 && items.every((item) => item.postedAt < since);
          if (!data.has_more || data.cursor === undefined || allOld) break;
          commentCursor = String(data.cursor);
        }
      }
    },
    async fetchItem(connection, input) {
      let cursor = '0';
      for (let page = 0; page < MAX_PAGES && input.parentId; page += 1) {
        const data = await tiktokCall(deps, {
          token: tiktokToken(deps, connection),
          path: '/business/comment/list/',
          query: {
            business_id: connection.externalId,
            video_id: input.parentId,
            status: 'ALL',
            cursor,
            max_count: '30',
          },
          data: commentsSchema,
        });
        for (const raw of data.comments) {
          const parsed = commentSchema.safeParse(raw);
          if (parsed.success && parsed.data.comment_id === input.externalId) return tiktokItem(parsed.data);
        }
        if (!data.has_more || data.cursor === undefined) break;
        cursor = String(data.cursor);
      }
      return null;
    },
    async registerWebhooks(connection) {
      const keys = deps.settings.tiktok.keys;
      if (!keys) return;
      await tiktokCall(deps, {
        token: tiktokToken(deps, connection),
        method: 'POST',
        path: '/business/webhook/update/',
        json: {
          app_id: keys.clientId,
          secret: keys.clientSecret,
          event_type: 'COMMENT',
          callback_url: `${deps.settings.publicUrl}/webhooks/tiktok`,
        },
        data: z.unknown(),
      });
    },
    async postReply(connection, input) {
      const data = await tiktokCall(deps, {
        token: tiktokToken(deps, connection),
        method: 'POST',
        path: '/business/comment/reply/create/',
        json: {
          business_id: connection.externalId,
          video_id: input.parentId ?? '',
          comment_id: input.targetId,
          text: input.message,
        },
        data: z.object({ comment_id: ttId }),
      });
      return { replyId: data.comment_id };
    },
    findReply: (connection, input) => findTikTokReply(deps, connection, input),
    async hideComment(connection, input) {
      await tiktokCall(deps, {
        token: tiktokToken(deps, connection),
        method: 'POST',
        path: '/business/comment/hide/',
        json: {
          business_id: connection.externalId,
          video_id: input.parentId ?? '',
          comment_id: input.targetId,
          action: input.hidden ? 'HIDE' : 'UNHIDE',
        },
        data: z.unknown(),
      });
    },
  };
}
