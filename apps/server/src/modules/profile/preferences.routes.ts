import { SETTINGS_MESSAGES, settingsEndpoints } from '@bizamply/contracts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import { getPreferences, listTeam, savePreferences } from './preferences.service.ts';
import type { ProfileDeps } from './profile.service.ts';

/** The Settings screen: preferences saved on the server (the spec's page saved nothing) and the real team. */
export const preferencesRoutes = endpointRoutes(settingsEndpoints, ({ db, adminEmail }: ProfileDeps) => ({
  preferences: async ({ principal, reply }) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, data: await getPreferences(db, principal) };
  },
  savePreferences: async ({ principal, body }) => ({
    success: true as const,
    message: SETTINGS_MESSAGES.saved,
    data: await savePreferences(db, principal, body),
  }),
  team: async ({ principal }) => ({
    success: true as const,
    data: { members: await listTeam(db, principal, adminEmail) },
  }),
}));
