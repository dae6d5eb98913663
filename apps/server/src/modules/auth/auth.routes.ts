import type { FastifyPluginAsync } from 'fastify';
import { ACCESS_MESSAGES, sessionEndpoints } from '@bizamply/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Cipher } from '../../lib/secrets.ts';
import { registerEndpoints } from '../../plugins/endpoints.ts';
import type { AuthDeps } from './auth.deps.ts';
import { clientContext } from './client-context.ts';
import { googleRoutes } from './google.routes.ts';
import { login } from './login.service.ts';
import { passwordRoutes } from './password.routes.ts';
import { registrationRoutes } from './registration.routes.ts';
import { revokeSession } from './session.service.ts';
import { toUserDto } from './user.dto.ts';
import { findUserById } from './user.queries.ts';

export interface AuthRouteOptions {
  config: Config;
  db: Database;
  cipher: Cipher;
  queue: JobQueue;
}

/** Spec 1 access calls: login, logout, status, sign-up, verification, Google sign-in; password reset and invitations. */
export const authRoutes: FastifyPluginAsync<AuthRouteOptions> = async (app, options) => {
  const deps: AuthDeps = {
    db: options.db,
    cipher: options.cipher,
    queue: options.queue,
    adminEmail: options.config.ADMIN_EMAIL,
    publicUrl: options.config.publicUrl,
    log: app.log,
  };

  registerEndpoints(app, sessionEndpoints, {
    login: async ({ body, request }) => {
      const result = await login(deps, body, clientContext(request));
      return { success: true as const, message: ACCESS_MESSAGES.loginSuccess, ...result };
    },
    logout: async ({ principal }) => {
      if (principal) await revokeSession(deps.db, principal.sessionId);
      return { success: true as const, message: ACCESS_MESSAGES.loggedOut };
    },
    status: async ({ principal, reply }) => {
      reply.header('cache-control', 'no-store');
      const row = principal ? await findUserById(deps.db, principal.userId) : null;
      if (!row) return { authenticated: false, user: null };
      return { authenticated: true, user: toUserDto(row, deps.adminEmail) };
    },
  });

  await app.register(registrationRoutes, { deps });
  await app.register(googleRoutes, { deps, config: options.config });
  await app.register(passwordRoutes, { deps });
};
