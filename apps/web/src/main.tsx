import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { keepSignedInFrame } from './app/boot-frame';
import { ensureCsrfToken } from './lib/api-client';
import { browserTimeZone } from './lib/active-date-preferences';
import { markAppStarted } from './lib/early-input';
import { getAuthToken } from './lib/storage';
import { applyTheme, getStoredTheme } from './lib/theme';
import { whenIdle } from './lib/when-idle';
import './index.css';

// Spec 1 §7: fetch the CSRF token at start when there is no cookie yet (the first POST would also fetch it).
void ensureCsrfToken().catch(() => undefined);
applyTheme(getStoredTheme());
// 'System' follows the operating system's setting as it changes.
window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
  if (getStoredTheme() === 'system') applyTheme('system');
});

// A signed-in page shows dates and figures, and a page's first Intl object of any kind loads ICU's locale and
// time-zone data (15–50 ms of a phone's main thread, once; later formatters take under 1 ms). Paid in an idle
// moment of its own while the first requests are out, not inside the render that first formats a date.
if (getAuthToken() !== null) whenIdle(() => void browserTimeZone(), 1000);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The server sends some addresses, opened without a query, with their page already in the HTML as an anonymous
// visitor sees it (vite.config.ts, `prerenderedPages`): hydrating keeps that page on screen (and anything typed
// into it). With a stored session the first render differs from it, so the page is drawn afresh (the HTML's
// splash, or the prerendered page, stays on screen meanwhile). Either way as a transition: React then works in
// short, interruptible tasks instead of one long one that would hold a phone's main thread.
// /dashboard and /responses come with the signed-in frame (no user data) and the splash: without a stored
// session the HTML shows the splash (first-pages.js) and the app draws over it; with one the frame stays on screen
// until the app draws the page (boot-frame.ts).
// From here React handles the page's events; what came before is in the early input (lib/early-input.ts).
markAppStarted();
if (container.dataset.prerendered !== undefined && getAuthToken() === null) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  const root = createRoot(getAuthToken() === null ? container : keepSignedInFrame(container));
  startTransition(() => root.render(app));
}
