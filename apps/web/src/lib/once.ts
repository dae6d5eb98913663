/**
 * A value made on first use, then kept. For Intl formatters above all: building one loads locale data (the first
 * of a page also the browser's time-zone data, ~0.3 s of a phone's main thread at Lighthouse's 4× slowdown), so
 * a module that builds them when it loads makes every page that imports it pay, whether it shows a date or not.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
