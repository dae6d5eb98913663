/**
 * The lazy pages (exports of `lazy-pages.ts`) each address shows first. The build writes their chunks into
 * `first-pages.js`, which index.html runs before the app's JavaScript arrives (vite.config.ts,
 * `firstPagePreloads`): on a phone the page's chunks then come beside the entry, not a round trip after it.
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
