import { elementScroll, type Virtualizer } from '@tanstack/react-virtual';

const mounted = new WeakSet<Element>();

/**
 * The virtualizer's scroll writer, without its mount-time write of offset 0: a scroll box that was just created is
 * at 0 already, and `scrollTo` forces the page's style and layout inside React's commit (half of the inbox list's
 * first task on a phone). Every later write — scrollToIndex, keyboard moves, size adjustments — goes through.
 */
export function scrollUnlessNewAtTop<T extends Element>(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<T, Element>,
): void {
  const element = instance.scrollElement;
  if (element && !mounted.has(element)) {
    mounted.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
}
