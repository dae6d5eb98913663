import type { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it, vi } from 'vitest';
import { scrollUnlessNewAtTop } from './scroll-box';

const boxWithScroll = () => {
  const element = document.createElement('div');
  const scrollTo = vi.fn();
  element.scrollTo = scrollTo as typeof element.scrollTo;
  const instance = { scrollElement: element, options: { horizontal: false, isRtl: false } };
  return { scrollTo, instance: instance as unknown as Virtualizer<HTMLDivElement, Element> };
};

describe('scrollUnlessNewAtTop', () => {
  it("skips only a new box's first write to the top", () => {
    const { scrollTo, instance } = boxWithScroll();
    scrollUnlessNewAtTop(0, {}, instance);
    expect(scrollTo).not.toHaveBeenCalled();
    scrollUnlessNewAtTop(300, {}, instance);
    scrollUnlessNewAtTop(0, { behavior: 'auto' }, instance);
    expect(scrollTo.mock.calls).toEqual([[{ top: 300 }], [{ top: 0, behavior: 'auto' }]]);
  });

  it("writes a new box's first offset when it is not the top", () => {
    const { scrollTo, instance } = boxWithScroll();
    scrollUnlessNewAtTop(120, { adjustments: 30 }, instance);
    expect(scrollTo).toHaveBeenCalledWith({ top: 150 });
  });
});
