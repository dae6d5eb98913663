import { DEFAULT_PREFERENCES, type Preferences, type PreferencesUpdate } from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ZodType } from 'zod';
import { requestRoute } from './api-client';
import { unexpectedError } from './api-error';
import { settingsRoutes } from './generated/endpoints/settings';
import type * as PreferenceSchemas from './preferences-schemas';
import { getAuthToken } from './storage';
import { setActiveDatePreferences } from './active-date-preferences';

/**
 * The user's Settings (language, time zone, date format, theme, notifications, privacy), kept on the server.
 * Any page that shows dates uses `useDateFormatter()` (date-preferences.ts) so they follow the user's choices. The signed-in shell asks
 * for them at once: the calls go by the generated `settings` rows (path, method) through api-client's `requestRoute`,
 * not through lib/endpoint-client, whose import from here changed the entry's chunking (121.6 KB, over budget).
 */
const { preferences: readRoute, savePreferences: saveRoute } = settingsRoutes;

/** The endpoint's one key (`api.settings.preferences.key()`); its cache holds the whole answer, `{ success, data }`. */
export const preferencesQueryKey = readRoute.key;

/**
 * Development and tests check the answers against their schemas, loaded on first use; the production build drops
 * this (no schema in the first download, none built later). The same rule as lib/endpoint-client.ts.
 */
async function checked<T>(pick: (schemas: typeof PreferenceSchemas) => ZodType<T>, payload: unknown) {
  if (!import.meta.env.DEV) return payload as T;
  const result = pick(await import('./preferences-schemas')).safeParse(payload);
  if (!result.success) throw unexpectedError(result.error);
  return result.data;
}

async function readPreferences(signal?: AbortSignal) {
  const payload = await requestRoute(readRoute, { signal });
  return checked((schemas) => schemas.preferencesResponseSchema, payload);
}

export async function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return (await readPreferences(signal)).data;
}

export const getPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => readPreferences(signal),
    select: (response) => response.data,
  });

/** The saved preferences; the defaults while loading, when signed out, or when the call failed. */
export function usePreferences() {
  const query = useQuery({ ...getPreferencesQueryOptions(), enabled: getAuthToken() !== null });
  return { ...query, preferences: query.data ?? DEFAULT_PREFERENCES };
}

export async function savePreferences(update: PreferencesUpdate) {
  const payload = await requestRoute(saveRoute, { body: update });
  return checked((schemas) => schemas.preferencesSaveResponseSchema, payload);
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
