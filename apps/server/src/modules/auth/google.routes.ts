import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_MESSAGES, OAUTH_CALLBACK_ERRORS, googleSignInEndpoints } from '@bizamply/contracts';
import type { Config } from '../../config.ts';
import { registerEndpoints } from '../../plugins/endpoints.ts';
import type { AuthDeps } from './auth.deps.ts';
import { bindBrowser, bindingHash, sameBrowser } from './browser-binding.ts';
import { clientContext } from './client-context.ts';
import { createOidcClient } from './google.client.ts';
import { exchangeSignInCode } from './sign-in-code.service.ts';
import { finishGoogleSignIn, googleSettings, GoogleSignInError, startGoogleSignIn } from './google.service.ts';

const callbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

const startQuerySchema = z.object({ returnUrl: z.string().max(2000).optional() });

/**
 * Browser navigations (no JSON): every outcome is a redirect, ending at the SPA's /auth/callback with a
 * one-time `code` (or an `error`), which the SPA exchanges for a session with POST /auth/exchange (a definition).
 * The two redirects stay written here: a malformed query is itself a failed sign-in answered by a redirect
 * (`attachValidation`), which the definitions' validation-first 400 cannot express.
 */
export const googleRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps; config: Config }> = async (
  app,
  { deps, config },
) => {
  const settings = googleSettings(config);
  const client = settings ? createOidcClient(settings) : null;
  const secureCookies = config.publicUrl.startsWith('https://');
  const spaCallback = (params: Record<string, string>) =>
    `${config.publicUrl}/auth/callback?${new URLSearchParams(params).toString()}`;

  app.get(
    '/auth/google',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in (redirects to the provider); binds the sign-in to this browser by cookie',
        querystring: startQuerySchema,
      },
      // A malformed query (invalid text, too long) is a failed sign-in shown by the SPA; a returnUrl that is
      // merely not a same-origin path is dropped (safeReturnPath) and the sign-in goes on.
      attachValidation: true,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!client || request.validationError) {
        if (!client) request.log.warn('Google sign-in is not configured (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET)');
        return reply.redirect(spaCallback({ error: OAUTH_CALLBACK_ERRORS.googleAuthFailed }));
      }
      try {
        const binding = bindBrowser(request, reply, secureCookies);
        const { returnUrl } = request.query;
        return reply.redirect(await startGoogleSignIn(deps, client, { bindingHash: bindingHash(binding), returnUrl }));
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
        summary: 'Google returns here; redirects to /auth/callback?code=… (one-time, 60 s) or ?error=…',
        querystring: callbackQuerySchema,
      },
      // A malformed return from the provider is still a failed sign-in, shown by the SPA.
      attachValidation: true,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        if (!client || request.validationError) throw new GoogleSignInError('google_auth_failed', 'bad callback');
        const { code } = await finishGoogleSignIn(deps, client, request.query, (hash) => sameBrowser(request, hash));
        return reply.redirect(spaCallback({ code }));
      } catch (error) {
        const code = error instanceof GoogleSignInError ? error.callbackError : 'oauth_processing_failed';
        request.log.warn({ err: error }, 'Google sign-in failed');
        return reply.redirect(spaCallback({ error: code }));
      }
    },
  );

  registerEndpoints(app, googleSignInEndpoints, {
    exchange: async ({ body, principal, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const result = await exchangeSignInCode(deps, {
        code: body.code,
        sameBrowser: (hash) => sameBrowser(request, hash),
        callerUserId: principal?.userId ?? null,
        client: clientContext(request),
      });
      return { success: true as const, message: ACCESS_MESSAGES.loginSuccess, ...result };
    },
  });
};
