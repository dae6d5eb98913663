import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROFILE_MESSAGES,
  SETTINGS_MESSAGES,
  changePasswordSchema,
  profileResponseSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  revokeOthersResponseSchema,
  sessionIdParamsSchema,
  sessionsResponseSchema,
  simpleSuccessSchema,
} from '@bizamply/contracts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { avatarRoutes } from './avatar.routes.ts';
import { preferencesRoutes } from './preferences.routes.ts';
import { changePassword, getProfile, updateProfile, type ProfileDeps } from './profile.service.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { listSessions, revokeSession, signOutOtherDevices } from './sessions.service.ts';

const security = [{ bearer: [] }];
const tags = ['profile'];

/** Spec 3 §7 "Profile and account" (both prefixes via the app's alias), plus the Settings screen's calls. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileDeps> = async (app, deps) => {
  const { db } = deps;

  for (const url of ['/api/profile', '/api/user/profile']) {
    app.get(
      url,
      { schema: { tags, security, summary: "The signed-in user's profile", response: { 200: profileResponseSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { success: true as const, data: await getProfile(deps, requirePrincipal(request)) };
      },
    );

    app.put(
      url,
      {
        schema: {
          tags,
          security,
          summary: 'Update the personal info (e-mail and role cannot be changed)',
          body: profileUpdateSchema,
          response: { 200: profileUpdateResponseSchema },
        },
      },
      async (request) => {
        const data = await updateProfile(deps, requirePrincipal(request), request.body);
        return { success: true as const, message: PROFILE_MESSAGES.updated, data };
      },
    );
  }

  app.post(
    '/api/profile/change-password',
    {
      schema: {
        tags,
        security,
        summary: 'Change the password (ends every other session)',
        body: changePasswordSchema,
        response: { 200: simpleSuccessSchema },
      },
    },
    async (request) => {
      await changePassword(deps, requirePrincipal(request), request.body);
      return { success: true as const, message: PROFILE_MESSAGES.passwordChanged };
    },
  );

  app.get(
    '/api/profile/sessions',
    {
      schema: {
        tags,
        security,
        summary: "The user's live sessions; the caller's own is marked isCurrent",
        response: { 200: sessionsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const sessions = await listSessions(db, requirePrincipal(request));
      return { success: true as const, data: { sessions } };
    },
  );

  app.delete(
    '/api/profile/sessions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke one of your sessions: its token stops working at once',
        params: sessionIdParamsSchema,
        response: { 200: simpleSuccessSchema },
      },
    },
    async (request) => {
      await revokeSession(db, requirePrincipal(request), request.params.id);
      return { success: true as const, message: PROFILE_MESSAGES.sessionRevoked };
    },
  );

  app.post(
    '/api/profile/sessions/revoke-others',
    {
      schema: {
        tags,
        security,
        summary: 'Sign out all other devices (Settings › Sign Out All Devices)',
        response: { 200: revokeOthersResponseSchema },
      },
    },
    async (request) => {
      const revoked = await signOutOtherDevices(db, requirePrincipal(request));
      return { success: true as const, message: SETTINGS_MESSAGES.signedOutAll, data: { revoked } };
    },
  );

  await app.register(avatarRoutes, { db });
  await app.register(preferencesRoutes, deps);
  await app.register(twoFactorRoutes, deps);
};
