/**
 * The lazy pages (exports of `lazy-pages.ts`) each address shows first. The build writes their chunks into the
 * first-page script, inline in index.html's head (vite.config.ts, `firstPagePreloads`), which preloads them once the
 * first paint is done, with the entry itself: on a phone the page's chunks then come beside the entry, not a round
 * trip after it.
 * Plain data (no imports): the build reads it too. Only the addresses people open the app on (sign-in, sign-up, the
 * daily pages): every listed chunk name is part of the first download; other pages load as before.
 */
export const FIRST_PAGES = {
  '/login': ['LoginPage'],
  '/signup': ['SignupPage'],
  '/onboarding': ['OnboardingPage'],
  '/dashboard': ['AppShell', 'DashboardPage'],
  '/analytics': ['AppShell', 'AnalyticsPage'],
  '/responses': ['AppShell', 'ResponsesPage'],
  '/transactions': ['AppShell', 'TransactionsPage'],
  '/settings': ['AppShell', 'SettingsPage'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Where a stored session's token is kept (lib/storage.ts `getAuthToken`: STORAGE_KEYS.authToken and
 * .authTokenAlias in localStorage, .authToken in the tab's sessionStorage; `loading-screen.test.tsx` keeps them
 * equal). When none is there, the first-page script marks the document `no-stored-session` before first paint: the HTML
 * of a signed-in page then shows the splash, not the page's frame (`prerender.tsx`), while the app sends the
 * visitor to /login.
 */
export const SESSION_TOKEN_KEYS = { localStorage: ['authToken', 'auth_token'], sessionStorage: ['authToken'] } as const;
