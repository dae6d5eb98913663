import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCESS_MESSAGES,
  authResponseSchema,
  authStatusResponseSchema,
  loginRequestSchema,
  simpleSuccessSchema,
} from '@bizamply/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Cipher } from '../../lib/secrets.ts';
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
export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const deps: AuthDeps = {
    db: options.db,
    cipher: options.cipher,
    queue: options.queue,
    adminEmail: options.config.ADMIN_EMAIL,
    publicUrl: options.config.publicUrl,
    log: app.log,
  };

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request) => {
      const result = await login(deps, request.body, clientContext(request));
      return { success: true as const, message: ACCESS_MESSAGES.loginSuccess, ...result };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session (succeeds even when it is already gone)',
        response: { 200: simpleSuccessSchema },
      },
    },
    async (request) => {
      if (request.principal) await revokeSession(deps.db, request.principal.sessionId);
      return { success: true as const, message: ACCESS_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/auth/status',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in: 200 with authenticated:false for a missing, revoked or unknown token',
        response: { 200: authStatusResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const row = request.principal ? await findUserById(deps.db, request.principal.userId) : null;
      if (!row) return { authenticated: false, user: null };
      return { authenticated: true, user: toUserDto(row, deps.adminEmail) };
    },
  );

  await app.register(registrationRoutes, { deps });
  await app.register(googleRoutes, { deps, config: options.config });
  await app.register(passwordRoutes, { deps });
};
