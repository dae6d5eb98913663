import type { Preferences } from './preferences.ts';

/**
 * The preference values and defaults the web app needs before anything else (its date formatter at start-up),
 * apart from the schemas in preferences.ts: a bundle that reads these does not take zod and the schemas along.
 */
export const LANGUAGES = [
  { value: 'en', label: 'English', locale: 'en-US' },
  { value: 'es', label: 'Spanish', locale: 'es-ES' },
  { value: 'fr', label: 'French', locale: 'fr-FR' },
  { value: 'de', label: 'German', locale: 'de-DE' },
  { value: 'ja', label: 'Japanese', locale: 'ja-JP' },
  { value: 'zh', label: 'Chinese', locale: 'zh-CN' },
] as const;
export type Language = (typeof LANGUAGES)[number]['value'];

/** The time zone preference that follows the browser (the default: issue 19 item 9). */
export const BROWSER_TIMEZONE = 'browser';

export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'MMM DD, YYYY', 'DD MMM YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** Defaults before anything was saved: English, the browser's time zone (see spec-deviations), US dates, the system theme. */
export const DEFAULT_PREFERENCES: Preferences = {
  language: 'en',
  timezone: BROWSER_TIMEZONE,
  dateFormat: 'MM/DD/YYYY',
  theme: 'system',
  notifications: {
    email: { accountActivity: true, newFeatures: true, marketing: false },
    push: { newMessages: true, taskUpdates: true, reminders: false },
  },
  privacy: {
    loginNotifications: true,
    passwordChangeReminder: false,
    profileVisibility: 'team',
    activityStatus: true,
    dataCollection: true,
  },
};
