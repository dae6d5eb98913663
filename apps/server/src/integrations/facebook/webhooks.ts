import type { MetaChange } from '../meta/graph.ts';
import type { InboxItem } from '../types.ts';
import { commentSchema, fbItem } from './client.ts';

/** `feed` changes about comments being added or edited, as inbox items (§5). */
export function facebookItem(change: MetaChange): InboxItem | null {
  if (change.field !== 'feed') return null;
  const value = change.value;
  if (value['item'] !== 'comment' || (value['verb'] !== 'add' && value['verb'] !== 'edited')) return null;
  const parsed = commentSchema.safeParse({
    id: value['comment_id'],
    message: value['message'],
    created_time: value['created_time'],
    from: value['from'],
  });
  if (!parsed.success) return null;
  const postId = typeof value['post_id'] === 'string' ? value['post_id'] : undefined;
  return fbItem(parsed.data, { pageId: change.accountId, postId });
}
