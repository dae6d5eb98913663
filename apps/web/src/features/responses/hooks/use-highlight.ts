import { COMMENT_TABS, type Comment, type CommentTab } from '@bizamply/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { getComments } from '../api/comments';
import { HIGHLIGHT_SCROLL_DELAY_MS, NOTIFICATION_MARK_MS, type useRowMarks } from './use-row-marks';

const matches = (comment: Comment, id: string) => comment.id === id || comment.commentId === id;

interface HighlightDeps {
  comments: Comment[];
  ready: boolean;
  tab: CommentTab;
  mark: ReturnType<typeof useRowMarks>['mark'];
  setActiveIndex: (index: number) => void;
  /** Opens the tab holding the item, with no chip or search hiding it. */
  showTab: (tab: CommentTab) => void;
}

/**
 * Spec 2: `/responses?highlight=<internal or platform id>` marks the item 'From Notification' for 10 s and
 * scrolls it into view after 1 s. An item the open list does not show (filtered out, or already drafted or
 * sent) is looked up on every tab without filters, and that tab is opened.
 */
export function useHighlight({ comments, ready, tab, mark, setActiveIndex, showTab }: HighlightDeps) {
  const [searchParams] = useSearchParams();
  const highlight = searchParams.get('highlight');
  // Each navigation counts once, so following the same notification again highlights again.
  const visit = `${useLocation().key}:${highlight ?? ''}`;
  const handled = useRef<string | null>(null);
  const searched = useRef<string | null>(null);
  const [scrollTo, setScrollTo] = useState<{ index: number } | null>(null);

  useEffect(() => {
    if (!highlight || handled.current === visit || !ready) return;
    const index = comments.findIndex((comment) => matches(comment, highlight));
    const target = comments[index];
    if (target) {
      handled.current = visit;
      mark([target.id], 'notification', NOTIFICATION_MARK_MS);
      // Not cancelled when the list refreshes meanwhile: the scroll must still happen once.
      setTimeout(() => {
        setActiveIndex(index);
        setScrollTo({ index });
      }, HIGHLIGHT_SCROLL_DELAY_MS);
      return;
    }
    if (searched.current === visit) return;
    searched.current = visit;
    // The open tab too: a chip or a search may be hiding the item there.
    const order = [tab, ...COMMENT_TABS.filter((status) => status !== tab)];
    void (async () => {
      for (const status of order) {
        const page = await getComments({ status, platform: 'all', search: '', sort: 'newest' }, 1).catch(() => null);
        if (page?.comments.some((comment) => matches(comment, highlight))) {
          showTab(status);
          return;
        }
      }
    })();
  }, [highlight, visit, comments, ready, tab, mark, setActiveIndex, showTab]);

  return { scrollTo, setScrollTo };
}
