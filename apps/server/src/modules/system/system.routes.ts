import type { FastifyPluginAsync } from 'fastify';
import { CSRF_COOKIE, CSRF_COOKIE_MAX_AGE_SECONDS, csrfEndpoints, systemEndpoints } from '@bizamply/contracts';
import { randomToken } from '../../lib/secrets.ts';
import { registerEndpoints } from '../../plugins/endpoints.ts';
import { checkHealth, type HealthDeps } from './system.service.ts';

export const systemRoutes: FastifyPluginAsync<HealthDeps & { secureCookies: boolean }> = async (app, deps) => {
  registerEndpoints(app, systemEndpoints, {
    health: async ({ reply }) => {
      const health = await checkHealth(deps);
      reply.status(health.services.database === 'ok' ? 200 : 503);
      return health;
    },
  });

  // Under /auth/ with the access calls (spec 1 §7): its definition is in the `auth` group.
  registerEndpoints(app, csrfEndpoints, {
    csrfToken: async ({ reply }) => {
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
  });
};
