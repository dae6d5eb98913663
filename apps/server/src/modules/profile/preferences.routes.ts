import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SETTINGS_MESSAGES,
  preferencesResponseSchema,
  preferencesSaveResponseSchema,
  preferencesUpdateSchema,
  teamResponseSchema,
} from '@bizamply/contracts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { getPreferences, listTeam, savePreferences } from './preferences.service.ts';
import type { ProfileDeps } from './profile.service.ts';

const security = [{ bearer: [] }];
const tags = ['settings'];

/** The Settings screen: preferences saved on the server (the spec's page saved nothing) and the real team. */
export const preferencesRoutes: FastifyPluginAsyncZod<ProfileDeps> = async (app, { db, adminEmail }) => {
  app.get(
    '/api/settings/preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Language, time zone, date format, theme, notification and privacy choices',
        response: { 200: preferencesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await getPreferences(db, requirePrincipal(request)) };
    },
  );

  app.put(
    '/api/settings/preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Save any of the preference groups',
        body: preferencesUpdateSchema,
        response: { 200: preferencesSaveResponseSchema },
      },
    },
    async (request) => {
      const data = await savePreferences(db, requirePrincipal(request), request.body);
      return { success: true as const, message: SETTINGS_MESSAGES.saved, data };
    },
  );

  app.get(
    '/api/settings/team',
    {
      schema: { tags, security, summary: "The account's members and roles", response: { 200: teamResponseSchema } },
    },
    async (request) => {
      const members = await listTeam(db, requirePrincipal(request), adminEmail);
      return { success: true as const, data: { members } };
    },
  );
};
