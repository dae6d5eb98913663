import {
  DEFAULT_PREFERENCES,
  LANGUAGES,
  preferencesResponseSchema,
  preferencesSaveResponseSchema,
  type DateFormat,
  type Preferences,
  type PreferencesUpdate,
} from '@bizamply/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from './api-client';
import { getAuthToken } from './storage';

/**
 * The user's Settings (language, time zone, date format, theme, notifications, privacy), kept on the server.
 * Any page that shows dates uses `useDateFormatter()` so they follow the user's choices.
 */
export const preferencesQueryKey = ['preferences'] as const;

export async function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  const { data } = await apiClient.get('/api/settings/preferences', { schema: preferencesResponseSchema, signal });
  return data;
}

export const getPreferencesQueryOptions = () =>
  queryOptions({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => getPreferences(signal) });

/** The saved preferences; the defaults while loading, when signed out, or when the call failed. */
export function usePreferences() {
  const query = useQuery({ ...getPreferencesQueryOptions(), enabled: getAuthToken() !== null });
  return { ...query, preferences: query.data ?? DEFAULT_PREFERENCES };
}

export function savePreferences(update: PreferencesUpdate) {
  return apiClient.put('/api/settings/preferences', update, { schema: preferencesSaveResponseSchema });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (response) => queryClient.setQueryData(preferencesQueryKey, response.data),
  });
}

type DateParts = Record<'YYYY' | 'MM' | 'DD' | 'MMM', string>;

function dateParts(date: Date, locale: string, timeZone: string): DateParts {
  const numeric = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(numeric.formatToParts(date).map((part) => [part.type, part.value]));
  const month = new Intl.DateTimeFormat(locale, { timeZone, month: 'short' }).format(date);
  return { YYYY: parts.year ?? '', MM: parts.month ?? '', DD: parts.day ?? '', MMM: month };
}

const PATTERNS: Record<DateFormat, (parts: DateParts) => string> = {
  'MM/DD/YYYY': (p) => `${p.MM}/${p.DD}/${p.YYYY}`,
  'DD/MM/YYYY': (p) => `${p.DD}/${p.MM}/${p.YYYY}`,
  'YYYY-MM-DD': (p) => `${p.YYYY}-${p.MM}-${p.DD}`,
  'MMM DD, YYYY': (p) => `${p.MMM} ${p.DD}, ${p.YYYY}`,
  'DD MMM YYYY': (p) => `${p.DD} ${p.MMM} ${p.YYYY}`,
};

export function localeOf(language: Preferences['language']): string {
  return LANGUAGES.find((entry) => entry.value === language)?.locale ?? 'en-US';
}

export interface DateFormatter {
  /** A day in the user's date format and time zone: '04/21/2026', '21 Apr 2026'. */
  formatDate: (value: Date | string | number) => string;
  /** The day followed by the time of day in the user's language: '04/21/2026, 3:05 PM'. */
  formatDateTime: (value: Date | string | number) => string;
}

export function createDateFormatter(
  preferences: Pick<Preferences, 'language' | 'timezone' | 'dateFormat'>,
): DateFormatter {
  const locale = localeOf(preferences.language);
  const time = new Intl.DateTimeFormat(locale, { timeZone: preferences.timezone, hour: 'numeric', minute: '2-digit' });
  const formatDate = (value: Date | string | number) => {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return '';
    return PATTERNS[preferences.dateFormat](dateParts(date, locale, preferences.timezone));
  };
  return {
    formatDate,
    formatDateTime: (value) => {
      const date = value instanceof Date ? value : new Date(value);
      return Number.isNaN(date.getTime()) ? '' : `${formatDate(date)}, ${time.format(date)}`;
    },
  };
}

/** Formats dates the way the signed-in user chose in Settings › General. */
export function useDateFormatter(): DateFormatter {
  const { preferences } = usePreferences();
  const { language, timezone, dateFormat } = preferences;
  return useMemo(() => createDateFormatter({ language, timezone, dateFormat }), [language, timezone, dateFormat]);
}
