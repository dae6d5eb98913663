import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CSRF_COOKIE,
  CSRF_COOKIE_MAX_AGE_SECONDS,
  csrfTokenResponseSchema,
  systemEndpoints,
} from '@bizamply/contracts';
import { randomToken } from '../../lib/secrets.ts';
import { registerEndpoints } from '../../plugins/endpoints.ts';
import { checkHealth, type HealthDeps } from './system.service.ts';

export const systemRoutes: FastifyPluginAsyncZod<HealthDeps & { secureCookies: boolean }> = async (app, deps) => {
  registerEndpoints(app, systemEndpoints, {
    health: async ({ reply }) => {
      const health = await checkHealth(deps);
      reply.status(health.services.database === 'ok' ? 200 : 503);
      return health;
    },
  });

  // By hand: under /auth/ (definitions take the one /api/ prefix), asked for by api-client itself.
  app.get(
    '/auth/csrf-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Issue a CSRF token (double-submit cookie)',
        response: { 200: csrfTokenResponseSchema },
      },
    },
    async (_request, reply) => {
      const csrfToken = randomToken(24);
      reply.setCookie(CSRF_COOKIE, csrfToken, {
        path: '/',
        sameSite: 'strict',
        secure: deps.secureCookies,
        httpOnly: false,
        maxAge: CSRF_COOKIE_MAX_AGE_SECONDS,
      });
      reply.header('x-csrf-token', csrfToken);
      return { csrfToken };
    },
  );
};
