import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CSRF_COOKIE,
  CSRF_COOKIE_MAX_AGE_SECONDS,
  csrfTokenResponseSchema,
  healthResponseSchema,
} from '@bizamply/contracts';
import { randomToken } from '../../lib/secrets.ts';
import { checkHealth, type HealthDeps } from './system.service.ts';

export const systemRoutes: FastifyPluginAsyncZod<HealthDeps & { secureCookies: boolean }> = async (app, deps) => {
  app.get(
    '/api/system/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Health of the database, AI provider and integrations',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(deps);
      return reply.status(health.services.database === 'ok' ? 200 : 503).send(health);
    },
  );

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
