import { z } from 'zod';
import type { GraphTarget } from '../meta/graph.ts';
import { findGraphReply } from '../read-back.ts';
import { emptyItem, platformDate, type InboxItem, type IntegrationDeps, type ReplyInput } from '../types.ts';

export const MEDIA_FIELDS =
  'id,caption,media_type,media_product_type,media_url,permalink,thumbnail_url,timestamp,username,comments_count,like_count';
export const COMMENT_FIELDS = 'id,text,timestamp,username,like_count,hidden,from{id,username},parent_id';

export const mediaSchema = z.object({
  id: z.string().max(100),
  permalink: z.string().max(2000).optional(),
  timestamp: z.string().max(60).optional(),
  media_product_type: z.string().max(40).optional(),
  caption: z.string().max(5000).optional(),
});
export type IgMedia = z.infer<typeof mediaSchema>;

export const commentSchema = z.object({
  id: z.string().max(100),
  text: z.string().max(5000),
  timestamp: z.string().max(60).optional(),
  username: z.string().max(100).optional(),
  like_count: z.number().optional(),
  hidden: z.boolean().optional(),
  from: z.object({ id: z.string().max(100), username: z.string().max(100).optional() }).optional(),
  parent_id: z.string().max(100).optional(),
  media: z.object({ id: z.string().max(100), media_product_type: z.string().max(40).optional() }).optional(),
});
export type IgComment = z.infer<typeof commentSchema>;

/** An Instagram comment as an inbox item; null for our own replies or unreadable dates. */
export function igItem(
  comment: IgComment,
  context: { accountId: string; media?: IgMedia | null; fallbackTime?: Date },
): InboxItem | null {
  if (comment.from?.id === context.accountId) return null;
  const postedAt = platformDate(comment.timestamp) ?? context.fallbackTime ?? null;
  if (!postedAt || !comment.text.trim()) return null;
  const mediaId = context.media?.id ?? comment.media?.id ?? null;
  return {
    ...emptyItem(),
    externalId: comment.id,
    content: comment.text,
    reviewerName: comment.username ?? comment.from?.username ?? null,
    mediaId,
    postLink: context.media?.permalink ?? null,
    postedAt,
    metadata: {
      hidden: comment.hidden ?? false,
      likeCount: comment.like_count ?? 0,
      fromId: comment.from?.id ?? null,
      parentId: comment.parent_id ?? null,
      mediaProductType: context.media?.media_product_type ?? comment.media?.media_product_type ?? null,
    },
  };
}

/** `GET /{comment-id}/replies`: our reply is one from our own account with the same text. */
export function findInstagramReply(
  deps: IntegrationDeps,
  target: GraphTarget,
  accountId: string,
  input: Pick<ReplyInput, 'targetId' | 'message'>,
) {
  return findGraphReply(deps, target, {
    path: `${encodeURIComponent(input.targetId)}/replies`,
    query: { fields: 'id,text,from{id,username}', limit: '50' },
    ownerId: accountId,
    message: input.message,
  });
}
