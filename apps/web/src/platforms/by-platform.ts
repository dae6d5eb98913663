import type { Platform } from '@bizamply/contracts';

/**
 * The platform folders' parts, found by Vite's `import.meta.glob` (`./<id>/mark.ts`, `./<id>/connect.ts`), keyed by
 * platform id: adding a platform's folder adds it here, with no list to edit. Each module exports one part whose
 * `id` is its folder's name; registry.test.ts fails while a platform of the contracts has no part or a folder's
 * part names another platform.
 */
export function byPlatform<Part extends { id: Platform }>(
  modules: Record<string, Record<string, Part>>,
): Record<Platform, Part> {
  const parts = Object.values(modules).flatMap((exports) => Object.values(exports));
  return Object.fromEntries(parts.map((part) => [part.id, part])) as Record<Platform, Part>;
}
