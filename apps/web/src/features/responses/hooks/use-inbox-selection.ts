import type { Comment } from '@bizamply/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { selectRange } from '../lib/selection';

/** Checked rows (with shift-click ranges) and the keyboard's active row. */
export function useInboxSelection(comments: Comment[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [activeIndex, setActiveIndex] = useState(0);
  const anchor = useRef<string | null>(null);
  const order = useMemo(() => comments.map((comment) => comment.id), [comments]);

  const toggle = useCallback(
    (id: string, checked: boolean, shiftKey: boolean) => {
      setSelected((current) => {
        if (shiftKey) return selectRange(order, current, anchor.current, id, checked);
        const next = new Set(current);
        if (checked) next.add(id);
        else next.delete(id);
        return next;
      });
      anchor.current = id;
      const index = order.indexOf(id);
      if (index !== -1) setActiveIndex(index);
    },
    [order],
  );

  const selectAll = useCallback(() => setSelected(new Set(order)), [order]);
  const clear = useCallback(() => {
    setSelected(new Set());
    anchor.current = null;
  }, []);
  const unselect = useCallback((ids: string[]) => {
    setSelected((current) => {
      if (!ids.some((id) => current.has(id))) return current;
      const next = new Set(current);
      for (const id of ids) next.delete(id);
      return next;
    });
  }, []);

  const selectedComments = useMemo(() => comments.filter((comment) => selected.has(comment.id)), [comments, selected]);
  const boundedActive = Math.min(activeIndex, Math.max(0, comments.length - 1));

  return { selected, selectedComments, toggle, selectAll, clear, unselect, activeIndex: boundedActive, setActiveIndex };
}
