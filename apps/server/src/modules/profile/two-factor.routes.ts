import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TWO_FACTOR_MESSAGES,
  simpleSuccessSchema,
  twoFactorCodeRequestSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
} from '@bizamply/contracts';
import { requirePrincipal } from '../../plugins/auth.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  startTwoFactorSetup,
  type TwoFactorDeps,
} from './two-factor.service.ts';

const security = [{ bearer: [] }];
const tags = ['profile'];

/** Profile › Security › two-factor authentication (TOTP with recovery codes). */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorDeps> = async (app, deps) => {
  app.get(
    '/api/profile/two-factor',
    {
      schema: { tags, security, summary: 'Whether two-factor is on', response: { 200: twoFactorStatusResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await getTwoFactorStatus(deps.db, requirePrincipal(request)) }),
  );

  app.post(
    '/api/profile/two-factor/setup',
    {
      schema: {
        tags,
        security,
        summary: 'A new secret for an authenticator app (takes effect once verified)',
        response: { 200: twoFactorSetupResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await startTwoFactorSetup(deps, requirePrincipal(request)) };
    },
  );

  app.post(
    '/api/profile/two-factor/enable',
    {
      schema: {
        tags,
        security,
        summary: "Turn two-factor on with the app's first code; answers the recovery codes once",
        body: twoFactorCodeRequestSchema,
        response: { 200: twoFactorEnableResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const recoveryCodes = await enableTwoFactor(deps, requirePrincipal(request), request.body.code);
      return { success: true as const, message: TWO_FACTOR_MESSAGES.enabled, data: { recoveryCodes } };
    },
  );

  app.post(
    '/api/profile/two-factor/disable',
    {
      schema: {
        tags,
        security,
        summary: 'Turn two-factor off (needs a current code or a recovery code)',
        body: twoFactorCodeRequestSchema,
        response: { 200: simpleSuccessSchema },
      },
    },
    async (request) => {
      await disableTwoFactor(deps, requirePrincipal(request), request.body.code);
      return { success: true as const, message: TWO_FACTOR_MESSAGES.disabled };
    },
  );
};
