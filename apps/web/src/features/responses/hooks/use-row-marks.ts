import { INBOX_MESSAGES, type Comment } from '@bizamply/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import type { RowMark } from '../components/comment-row';

/** Spec 2 §9: new items are flagged 3 s; a notification's item 10 s, scrolled to after 1 s. */
export const NEW_ITEM_MARK_MS = 3_000;
export const NOTIFICATION_MARK_MS = 10_000;
export const HIGHLIGHT_SCROLL_DELAY_MS = 1_000;

/** Temporary marks on rows ('New', 'From Notification'), each with its own timer. */
export function useRowMarks() {
  const [marks, setMarks] = useState<ReadonlyMap<string, RowMark>>(new Map());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const mark = useCallback((ids: string[], kind: Exclude<RowMark, null>, ms: number) => {
    setMarks((current) => new Map([...current, ...ids.map((id) => [id, kind] as const)]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setMarks((current) => {
        const next = new Map(current);
        for (const id of ids) if (next.get(id) === kind) next.delete(id);
        return next;
      });
    }, ms);
    timers.current.add(timer);
  }, []);

  return { marks, mark };
}

/**
 * Spec 2 §4: ids that appear on a refresh of the Inbox tab are flagged and announced with the
 * 'New Review(s) Received' toast (5 s). The first load only learns what is there.
 */
export function useNewItems(
  comments: Comment[] | undefined,
  active: boolean,
  resetKey: string,
  mark: ReturnType<typeof useRowMarks>['mark'],
) {
  // Ids already shown and the newest arrival among them: rows that merely move up from a later page are not new.
  const known = useRef<{ ids: Set<string>; newest: string } | null>(null);
  useEffect(() => {
    known.current = null;
  }, [resetKey]);
  useEffect(() => {
    if (!active || !comments) return;
    const newestOf = (list: Comment[], start: string) =>
      list.reduce((max, comment) => (comment.receivedAt > max ? comment.receivedAt : max), start);
    if (known.current === null) {
      known.current = { ids: new Set(comments.map((comment) => comment.id)), newest: newestOf(comments, '') };
      return;
    }
    const { ids, newest } = known.current;
    const fresh = comments.filter((comment) => !ids.has(comment.id) && comment.receivedAt > newest);
    for (const comment of comments) ids.add(comment.id);
    known.current.newest = newestOf(fresh, newest);
    if (fresh.length === 0) return;
    mark(
      fresh.map((comment) => comment.id),
      'new',
      NEW_ITEM_MARK_MS,
    );
    toast.info(INBOX_MESSAGES.newReviewsToast);
  }, [comments, active, mark]);
}
