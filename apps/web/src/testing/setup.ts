import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetTestEnvironment } from './reset-environment';

// Route pages are lazy chunks; the first import of one in a test run is transformed on the spot.
configure({ asyncUtilTimeout: 4000 });

// jsdom lacks the layout APIs Radix and the theme code ask for. Its window is 1024 px wide: a width query answers
// as a browser of that width would (the shell draws its desktop sidebar), any other query does not match.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: Number(/\(min-width:\s*(\d+)px\)/.exec(query)?.[1] ?? Infinity) <= window.innerWidth,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

afterEach(resetTestEnvironment);
