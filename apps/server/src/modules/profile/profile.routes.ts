import type { FastifyPluginAsync } from 'fastify';
import { PROFILE_MESSAGES, SETTINGS_MESSAGES, profileEndpoints } from '@bizamply/contracts';
import { registerEndpoints } from '../../plugins/endpoints.ts';
import { avatarRoutes } from './avatar.routes.ts';
import { preferencesRoutes } from './preferences.routes.ts';
import { changePassword, getProfile, updateProfile, type ProfileDeps } from './profile.service.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { listSessions, revokeSession, signOutOtherDevices } from './sessions.service.ts';

/** Spec 3 §7 "Profile and account" (both prefixes via the app's alias), plus the Settings screen's calls. */
export const profileRoutes: FastifyPluginAsync<ProfileDeps> = async (app, deps) => {
  const { db } = deps;
  registerEndpoints(app, profileEndpoints, {
    get: async ({ principal, reply }) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await getProfile(deps, principal) };
    },
    update: async ({ principal, body }) => ({
      success: true as const,
      message: PROFILE_MESSAGES.updated,
      data: await updateProfile(deps, principal, body),
    }),
    changePassword: async ({ principal, body }) => {
      await changePassword(deps, principal, body);
      return { success: true as const, message: PROFILE_MESSAGES.passwordChanged };
    },
    sessions: async ({ principal, reply }) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { sessions: await listSessions(db, principal) } };
    },
    revokeSession: async ({ principal, params }) => {
      await revokeSession(db, principal, params.id);
      return { success: true as const, message: PROFILE_MESSAGES.sessionRevoked };
    },
    revokeOtherSessions: async ({ principal }) => {
      const revoked = await signOutOtherDevices(db, principal);
      return { success: true as const, message: SETTINGS_MESSAGES.signedOutAll, data: { revoked } };
    },
  });

  await app.register(avatarRoutes, { db });
  await app.register(preferencesRoutes, deps);
  await app.register(twoFactorRoutes, deps);
};
