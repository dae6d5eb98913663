import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * A heavy drawing (a chart) that starts only once its place is on screen (or within 200 px of it) and the
 * browser has finished the page's own work, and renders as a transition, which React splits into short
 * tasks: the figures, texts and tables of a page come first and stay responsive on a slow phone, and a chart
 * nobody scrolls to is never drawn. The fallback holds the place (same size: nothing moves).
 */
export function DeferredDrawing({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [draw, setDraw] = useState(false);

  useEffect(() => {
    const node = place.current;
    if (draw || !node) return;
    let cancelIdle = () => {};
    const start = () => {
      cancelIdle = whenIdle(() => startTransition(() => setDraw(true)), 1_000);
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => cancelIdle();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [draw]);

  if (!draw) {
    return (
      <div ref={place} className="size-full" data-drawing="pending">
        {fallback}
      </div>
    );
  }
  return (
    <Suspense
      fallback={
        <div className="size-full" data-drawing="pending">
          {fallback}
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
