import { BROWSER_TIMEZONE } from './preference-values.ts';

/**
 * The time zones Settings offers, apart from preference-values.ts: the web app's start-up reads that module, and a
 * module the first download carries is carried whole (these labels are only needed by Settings and the schema).
 * GMT-12 to GMT+12, one IANA zone each so that dates follow daylight saving where the zone has it.
 */
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
