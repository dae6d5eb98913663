import { z } from 'zod';
import type { GraphTarget } from '../meta/graph.ts';
import { findGraphReply } from '../read-back.ts';
import { emptyItem, platformDate, type InboxItem, type IntegrationDeps, type ReplyInput } from '../types.ts';

export const POST_FIELDS = 'id,message,created_time,permalink_url';
export const COMMENT_FIELDS =
  'id,message,created_time,from{id,name},like_count,comment_count,parent{id},is_hidden,can_hide,permalink_url';

export const postSchema = z.object({
  id: z.string().max(200),
  created_time: z.string().max(60).optional(),
  permalink_url: z.string().max(2000).optional(),
});
export type FbPost = z.infer<typeof postSchema>;

export const commentSchema = z.object({
  id: z.string().max(200),
  message: z.string().max(10_000),
  created_time: z.union([z.string().max(60), z.number()]).optional(),
  from: z.object({ id: z.string().max(100), name: z.string().max(300).optional() }).optional(),
  like_count: z.number().optional(),
  is_hidden: z.boolean().optional(),
  permalink_url: z.string().max(2000).optional(),
  parent: z.object({ id: z.string().max(200) }).optional(),
});
export type FbComment = z.infer<typeof commentSchema>;

/** A Page comment as an inbox item; the Page's own replies (from.id = page id) are skipped. */
export function fbItem(
  comment: FbComment,
  context: { pageId: string; post?: FbPost | null; postId?: string },
): InboxItem | null {
  if (comment.from?.id === context.pageId) return null;
  const postedAt = platformDate(comment.created_time);
  if (!postedAt || !comment.message.trim()) return null;
  return {
    ...emptyItem(),
    externalId: comment.id,
    content: comment.message,
    reviewerName: comment.from?.name ?? null,
    mediaId: context.post?.id ?? context.postId ?? null,
    postLink: comment.permalink_url ?? context.post?.permalink_url ?? null,
    postedAt,
    metadata: {
      hidden: comment.is_hidden ?? false,
      likeCount: comment.like_count ?? 0,
      fromId: comment.from?.id ?? null,
      parentId: comment.parent?.id ?? null,
    },
  };
}

/** `GET /{comment-id}/comments`, newest first: our reply is one from the Page with the same text. */
export function findFacebookReply(
  deps: IntegrationDeps,
  target: GraphTarget,
  pageId: string,
  input: Pick<ReplyInput, 'targetId' | 'message'>,
) {
  return findGraphReply(deps, target, {
    path: `${encodeURIComponent(input.targetId)}/comments`,
    query: { fields: 'id,message,from{id,name}', order: 'reverse_chronological', limit: '100' },
    ownerId: pageId,
    message: input.message,
  });
}
