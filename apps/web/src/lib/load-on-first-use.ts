/**
 * A module (or a value from one) loaded by its first caller, then kept; a failed load is tried again by the next
 * caller. For schemas above all: zod's module and the building of a page's schemas are a large part of a phone's
 * start, while a form only needs them once it is used.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
