import { DEFAULT_PREFERENCES, type Preferences, type PreferencesUpdate } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from './api-client';
import { getAuthToken } from './storage';
import { createDateFormatter, setActiveDatePreferences, type DateFormatter } from './date-preferences';

export { createDateFormatter, localeOf, type DateFormatter } from './date-preferences';

/**
 * The user's Settings (language, time zone, date format, theme, notifications, privacy), kept on the server.
 * Any page that shows dates uses `useDateFormatter()` so they follow the user's choices.
 */
export const preferencesQueryKey = ['preferences'] as const;

/**
 * The response schemas load with the first call, not with the app: the signed-in shell asks for the preferences
 * at once, and importing them statically put zod and the contracts' schemas in every page's first download.
 */
const responseSchemas = () => import('./preferences-schemas');

export async function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  const { preferencesResponseSchema } = await responseSchemas();
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

export async function savePreferences(update: PreferencesUpdate) {
  const { preferencesSaveResponseSchema } = await responseSchemas();
  return apiClient.put('/api/settings/preferences', update, { schema: preferencesSaveResponseSchema });
}

/** Formats dates the way the signed-in user chose in Settings › General. */
export function useDateFormatter(): DateFormatter {
  const { preferences } = usePreferences();
  const { language, timezone, dateFormat } = preferences;
  return useMemo(() => createDateFormatter({ language, timezone, dateFormat }), [language, timezone, dateFormat]);
}

/**
 * For the signed-in shell: installs the user's date choices as the app's one formatter before the pages render
 * (false while they load; a failed load keeps the defaults: the browser's zone).
 */
export function useInstallDatePreferences(): boolean {
  const query = useQuery({ ...getPreferencesQueryOptions(), enabled: getAuthToken() !== null });
  const { data } = query;
  useMemo(() => setActiveDatePreferences(data ?? DEFAULT_PREFERENCES), [data]);
  return !query.isPending || query.fetchStatus === 'idle';
}
