import { BROWSER_TIMEZONE, DEFAULT_PREFERENCES, type Preferences } from '@bizamply/contracts';
import { once } from './once';

/**
 * The date choices the app shows dates in (Settings › General), as the signed-in shell installs them at start. Only
 * the choices and the zone are here, in the first download; the formatter for them is made when a date is first
 * shown (date-preferences.ts, `activeDateFormatter`), with the code of the pages that show dates.
 */
export type DatePreferences = Pick<Preferences, 'language' | 'timezone' | 'dateFormat'>;

/**
 * The browser's IANA zone (UTC where the browser cannot tell), resolved once per page: each reading builds a
 * DateTimeFormat only to ask it, and a signed-in start asked three times (main.tsx's idle warm-up, the default
 * formatter, the user's). English, as the app's own formatters, so no other language's data is loaded for it.
 */
export const browserTimeZone = once((): string => {
  try {
    return new Intl.DateTimeFormat('en-US').resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
});

/** A preference's zone as an IANA name: 'browser' is the browser's own. */
export function resolveTimeZone(timezone: string): string {
  return timezone === BROWSER_TIMEZONE ? browserTimeZone() : timezone;
}

let active: DatePreferences = DEFAULT_PREFERENCES;

/** Installs the signed-in user's choices (or the defaults again on sign-out). */
export function setActiveDatePreferences(preferences: DatePreferences): void {
  active = preferences;
}

export function activeDatePreferences(): DatePreferences {
  return active;
}
