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

/** GMT-12 to GMT+12, one IANA zone each so that dates follow daylight saving where the zone has it. */
/** The time zone preference that follows the browser (the default: issue 19 item 9). */
export const BROWSER_TIMEZONE = 'browser';

export const TIMEZONES = [
  { value: BROWSER_TIMEZONE, label: "Automatic (this browser's time zone)" },
  { value: 'Etc/GMT+12', label: '(GMT-12:00) International Date Line West' },
  { value: 'Pacific/Pago_Pago', label: '(GMT-11:00) Samoa' },
  { value: 'Pacific/Honolulu', label: '(GMT-10:00) Hawaii' },
  { value: 'America/Anchorage', label: '(GMT-09:00) Alaska' },
  { value: 'America/Los_Angeles', label: '(GMT-08:00) Pacific Time (US & Canada)' },
  { value: 'America/Denver', label: '(GMT-07:00) Mountain Time (US & Canada)' },
  { value: 'America/Chicago', label: '(GMT-06:00) Central Time (US & Canada)' },
  { value: 'America/New_York', label: '(GMT-05:00) Eastern Time (US & Canada)' },
  { value: 'America/Halifax', label: '(GMT-04:00) Atlantic Time (Canada)' },
  { value: 'America/Sao_Paulo', label: '(GMT-03:00) Brasilia' },
  { value: 'Atlantic/South_Georgia', label: '(GMT-02:00) Mid-Atlantic' },
  { value: 'Atlantic/Azores', label: '(GMT-01:00) Azores' },
  { value: 'UTC', label: '(GMT+00:00) London, Dublin, Lisbon (UTC)' },
  { value: 'Europe/Paris', label: '(GMT+01:00) Paris, Berlin, Madrid' },
  { value: 'Europe/Athens', label: '(GMT+02:00) Athens, Cairo, Helsinki' },
  { value: 'Europe/Moscow', label: '(GMT+03:00) Moscow, Riyadh' },
  { value: 'Asia/Dubai', label: '(GMT+04:00) Dubai, Baku' },
  { value: 'Asia/Karachi', label: '(GMT+05:00) Karachi, Tashkent' },
  { value: 'Asia/Dhaka', label: '(GMT+06:00) Dhaka, Almaty' },
  { value: 'Asia/Bangkok', label: '(GMT+07:00) Bangkok, Jakarta' },
  { value: 'Asia/Singapore', label: '(GMT+08:00) Singapore, Beijing, Perth' },
  { value: 'Asia/Tokyo', label: '(GMT+09:00) Tokyo, Seoul' },
  { value: 'Australia/Sydney', label: '(GMT+10:00) Sydney, Melbourne' },
  { value: 'Pacific/Noumea', label: '(GMT+11:00) New Caledonia' },
  { value: 'Pacific/Auckland', label: '(GMT+12:00) Auckland, Fiji' },
] as const;
export type Timezone = (typeof TIMEZONES)[number]['value'];

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
