import type { Comment } from '@bizamply/contracts';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { startTransition, useEffect, useReducer, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '@/lib/when-idle';
import { Spinner } from '@/components/ui/spinner';
import { scrollUnlessNewAtTop } from '../lib/scroll-box';

interface CommentListProps {
  comments: Comment[];
  activeIndex: number;
  /** Scrolls this index into view whenever the value object changes (keyboard moves, deep links). */
  scrollTo: { index: number } | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  renderRow: (comment: Comment, index: number) => ReactNode;
  label: string;
}

const ESTIMATED_ROW_PX = 150;
/**
 * Rows drawn beyond the visible ones, each way: three rows (~450 px) keep scrolling seamless, and each row is
 * a heavy subtree (texts, badges, reply and actions), so drawing six of them cost a phone's first render more
 * than the scroll gains.
 */
const OVERSCAN_ROWS = 3;
/** At most this long after the list first draws, its rows beyond the view are drawn too (sooner when idle). */
const OVERSCAN_DELAY_MS = 500;
/** The scroll box's height as its class sets it, `max(420px, 100dvh − 23rem)` (a 16 px rem). */
const listHeightPx = () => Math.max(420, window.innerHeight - 23 * 16);

/**
 * The scroll box's size, from a ResizeObserver only: the library's own reads its rect in the commit (a forced
 * layout of the page in the list's first task). The first range comes from `listHeightPx` instead; the observer
 * reports the box's real size after the frame's layout, before its paint.
 */
function observeBoxSize(
  instance: Virtualizer<HTMLDivElement, Element>,
  onSize: (rect: { width: number; height: number }) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element) return undefined;
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.borderBoxSize[0];
    if (box) onSize({ width: Math.round(box.inlineSize), height: Math.round(box.blockSize) });
  });
  observer.observe(element, { box: 'border-box' });
  return () => observer.disconnect();
}

/**
 * The inbox list, virtualised: only the rows in view are in the DOM, so thousands of items scroll smoothly.
 * Rows measure themselves (their height depends on the text and the reply).
 */
export function CommentList(props: CommentListProps) {
  const { comments, hasNextPage, isFetchingNextPage, fetchNextPage } = props;
  const parentRef = useRef<HTMLDivElement>(null);
  // The first commit draws (and measures) only the rows in view: React does not split a commit, and on a phone
  // it was the longest task of the load. The rows beyond the view, out of sight inside the list's own scroll box,
  // follow in an idle moment of their own, as a transition: their render is split into short slices (only their
  // commit is one task).
  const [overscan, setOverscan] = useState(0);
  useEffect(() => whenIdle(() => startTransition(() => setOverscan(OVERSCAN_ROWS)), OVERSCAN_DELAY_MS), []);
  // Rows (and the box) are measured by ResizeObservers only, never in the commit: reading a size there forced the
  // page's layout inside React's commit (the longest part of the list's first task on a phone). The observer
  // reports right after the frame's own layout and before its paint; the list is re-rendered synchronously there,
  // so the first painted frame already has every row at its measured place (no shift).
  const measuredByObserver = useRef(false);
  // Only for this observer callback: its batch ends with the virtualizer's onChange, before any microtask.
  const reportedByObserver = () => {
    measuredByObserver.current = true;
    queueMicrotask(() => (measuredByObserver.current = false));
  };
  // Read once, at the list's mount: the virtualizer reads it for its first range only.
  const [initialRect] = useState(() => ({ width: 0, height: listHeightPx() }));
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  // eslint-disable-next-line react-hooks/incompatible-library -- the list re-renders with the virtualizer's state
  const virtualizer = useVirtualizer({
    count: comments.length,
    getScrollElement: () => parentRef.current,
    initialRect,
    observeElementRect: (instance, onSize) =>
      observeBoxSize(instance, (rect) => {
        reportedByObserver();
        onSize(rect);
      }),
    scrollToFn: scrollUnlessNewAtTop,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan,
    getItemKey: (index) => comments[index]?.id ?? index,
    measureElement: (element, entry, instance) => {
      const box = entry?.borderBoxSize[0];
      if (box) {
        reportedByObserver();
        return Math.round(box.blockSize);
      }
      const key = instance.options.getItemKey(instance.indexFromElement(element));
      return instance.itemSizeCache.get(key) ?? ESTIMATED_ROW_PX;
    },
    onChange: () => {
      if (!measuredByObserver.current) return;
      measuredByObserver.current = false;
      flushSync(redraw);
    },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= comments.length - 10) fetchNextPage();
  }, [lastIndex, comments.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const { scrollTo } = props;
  useEffect(() => {
    if (scrollTo && scrollTo.index >= 0) virtualizer.scrollToIndex(scrollTo.index, { align: 'auto' });
  }, [scrollTo, virtualizer]);

  const activeId = comments[props.activeIndex]?.id;
  return (
    <div
      ref={parentRef}
      tabIndex={0}
      role="list"
      aria-label={props.label}
      onKeyDown={props.onKeyDown}
      className="max-h-[max(420px,calc(100dvh-23rem))] overflow-y-auto focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const comment = comments[item.index];
          if (!comment) return null;
          return (
            <div
              key={item.key}
              id={`comment-row-${comment.id}`}
              role="listitem"
              // The row the keyboard commands act on (a list may not carry aria-activedescendant).
              aria-current={comment.id === activeId ? 'true' : undefined}
              aria-setsize={comments.length}
              aria-posinset={item.index + 1}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {props.renderRow(comment, item.index)}
            </div>
          );
        })}
      </div>
      {isFetchingNextPage ? (
        <div className="flex justify-center py-3">
          <Spinner label="Loading more" />
        </div>
      ) : null}
    </div>
  );
}
