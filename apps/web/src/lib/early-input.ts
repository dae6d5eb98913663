/**
 * What a visitor did to a prerendered page (/login) before the app's JavaScript ran. The first-page script, inline in
 * index.html (vite.config.ts, `EARLY_INPUT_SCRIPT`), records it under `window[EARLY_INPUT_GLOBAL]` until the app
 * starts: a form's submission (never sent by the browser: the password would go in the address), and a checkbox's
 * click, toggled on the checkbox's own `aria-checked` and `data-state` so the box shows it. The form reads both
 * once hydrated (typing needs nothing: the fields keep it and react-hook-form takes it as edited before ready).
 * Plain code, no imports: the build reads this file too.
 */
export const EARLY_INPUT_GLOBAL = '__bizamplyEarlyInput';

/**
 * Inline, before first paint. Cancels every form's native submission (the app submits its forms itself, from its
 * handlers), and until the app starts (`markAppStarted`) keeps the submitted form and toggles a clicked checkbox.
 */
export const EARLY_INPUT_SCRIPT = `!function(){var q=window.${EARLY_INPUT_GLOBAL}={};addEventListener("submit",function(e){e.preventDefault();q.app||(q.submit=e.target)},!0);addEventListener("click",function(e){var c=!q.app&&e.target.closest&&e.target.closest('[role="checkbox"]');if(c){var v=c.getAttribute("aria-checked")!="true";c.setAttribute("aria-checked",v);c.setAttribute("data-state",v?"checked":"unchecked")}},!0)}();`;

interface EarlyInput {
  app?: boolean;
  submit?: EventTarget | null;
}

function earlyInput(): EarlyInput | undefined {
  return (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];
}

/**
 * From here on React handles every event (it hydrates a clicked part of the page at once): the inline script stops
 * recording, so nothing is handled twice.
 */
export function markAppStarted(): void {
  const state = earlyInput();
  if (state) state.app = true;
}

/** Whether `form` was submitted before the app started; answers true once (the caller then submits it). */
export function takeEarlySubmit(form: HTMLFormElement | null): boolean {
  const state = earlyInput();
  if (!form || !state || state.submit !== form) return false;
  state.submit = null;
  return true;
}

/** A checkbox's state as the page shows it: ticked before the app started when the HTML said unticked. */
export function isTickedOnPage(checkbox: Element | null): boolean {
  return checkbox?.getAttribute('aria-checked') === 'true';
}
