import type { MetaChange } from '../meta/graph.ts';
import type { InboxItem } from '../types.ts';
import { commentSchema, igItem } from './client.ts';

/** `comments` changes of an `instagram` delivery as inbox items (our own replies are skipped). */
export function instagramItems(change: MetaChange): InboxItem | null {
  if (change.field !== 'comments' && change.field !== 'live_comments') return null;
  const parsed = commentSchema.safeParse(change.value);
  if (!parsed.success) return null;
  const fallbackTime = change.time ? new Date(change.time * 1000) : new Date();
  return igItem(parsed.data, { accountId: change.accountId, fallbackTime });
}
