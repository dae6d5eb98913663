import { beforeAll } from 'vitest';
import { resetTestEnvironment } from './reset-environment';

/**
 * A hook's budget for the first imports and render: on a loaded machine (load ~20 on 2 cores) Vite transforms a
 * module graph on its first import, and the first render compiles the app's code, in seconds: more than a findBy
 * waits (4 s, setup.ts).
 */
export const FIRST_RENDER_BUDGET_MS = 60_000;

/**
 * Before a file's tests: loads the lazy modules its first render waits for (the session's status call, a dynamic
 * import in development and tests; the toaster; the file's own page chunks, `pages`), then renders the page once
 * (`warmUp`, which waits up to FIRST_RENDER_BUDGET_MS for it) and undoes that render. Without it the first test's
 * first findBy waited for the transform and the first compilation as well as for the page, and timed out under
 * load though nothing was wrong; with it every test's wait covers the page alone, as the later tests' always did.
 * A page that fails to load or render still fails the file, here.
 */
export function preloadLazyModules(pages: (() => Promise<unknown>)[], warmUp?: () => Promise<unknown>): void {
  beforeAll(async () => {
    await Promise.all([
      import('@/features/auth/api/auth-api'),
      import('@/components/ui/toaster'),
      ...pages.map((load) => load()),
    ]);
    if (!warmUp) return;
    try {
      await warmUp();
    } finally {
      resetTestEnvironment();
    }
  }, FIRST_RENDER_BUDGET_MS * 2);
}
