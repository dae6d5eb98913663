import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OAUTH_CALLBACK_ERRORS } from '@bizamply/contracts';
import type { Config } from '../../config.ts';
import type { AuthDeps } from './auth.deps.ts';
import { clientContext } from './client-context.ts';
import { createOidcClient } from './google.client.ts';
import { finishGoogleSignIn, googleSettings, GoogleSignInError, startGoogleSignIn } from './google.service.ts';

const callbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** Browser navigations (no JSON): every outcome is a redirect, ending at the SPA's /auth/callback. */
export const googleRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps; config: Config }> = async (
  app,
  { deps, config },
) => {
  const settings = googleSettings(config);
  const client = settings ? createOidcClient(settings) : null;
  const spaCallback = (params: Record<string, string>) =>
    `${config.publicUrl}/auth/callback?${new URLSearchParams(params).toString()}`;

  app.get(
    '/auth/google',
    { schema: { tags: ['auth'], summary: 'Start Google sign-in (redirects to the provider)' } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!client) {
        request.log.warn('Google sign-in is not configured (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET)');
        return reply.redirect(spaCallback({ error: OAUTH_CALLBACK_ERRORS.googleAuthFailed }));
      }
      try {
        return reply.redirect(await startGoogleSignIn(deps, client));
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in could not start');
        return reply.redirect(spaCallback({ error: OAUTH_CALLBACK_ERRORS.googleAuthFailed }));
      }
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Google returns here; redirects to /auth/callback?token=… or ?error=…',
        querystring: callbackQuerySchema,
      },
      // A malformed return from the provider is still a failed sign-in, shown by the SPA.
      attachValidation: true,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        if (!client || request.validationError) throw new GoogleSignInError('google_auth_failed', 'bad callback');
        const { token } = await finishGoogleSignIn(deps, client, request.query, clientContext(request));
        return reply.redirect(spaCallback({ token }));
      } catch (error) {
        const code = error instanceof GoogleSignInError ? error.callbackError : 'oauth_processing_failed';
        request.log.warn({ err: error }, 'Google sign-in failed');
        return reply.redirect(spaCallback({ error: code }));
      }
    },
  );
};
