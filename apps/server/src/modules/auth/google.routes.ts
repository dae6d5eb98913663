import type { FastifyPluginAsync } from 'fastify';
import { ACCESS_MESSAGES, OAUTH_CALLBACK_ERRORS, googleSignInEndpoints } from '@bizamply/contracts';
import type { Config } from '../../config.ts';
import { registerEndpoints } from '../../plugins/endpoints.ts';
import type { AuthDeps } from './auth.deps.ts';
import { bindBrowser, bindingHash, sameBrowser } from './browser-binding.ts';
import { clientContext } from './client-context.ts';
import { createOidcClient } from './google.client.ts';
import { exchangeSignInCode } from './sign-in-code.service.ts';
import { finishGoogleSignIn, googleSettings, GoogleSignInError, startGoogleSignIn } from './google.service.ts';

/**
 * Google sign-in from its definitions: the two navigations answer with redirects, ending at the SPA's
 * /auth/callback with a one-time `code` (or an `error`), which the SPA exchanges for a session with POST
 * /auth/exchange. A malformed query is a failed sign-in answered by a redirect (`badInput: 'handler'`).
 */
export const googleRoutes: FastifyPluginAsync<{ deps: AuthDeps; config: Config }> = async (app, { deps, config }) => {
  const settings = googleSettings(config);
  const client = settings ? createOidcClient(settings) : null;
  const secureCookies = config.publicUrl.startsWith('https://');
  const spaCallback = (params: Record<string, string>) =>
    `${config.publicUrl}/auth/callback?${new URLSearchParams(params).toString()}`;

  registerEndpoints(app, googleSignInEndpoints, {
    // A malformed query (invalid text, too long) is a failed sign-in shown by the SPA; a returnUrl that is merely
    // not a same-origin path is dropped (safeReturnPath) and the sign-in goes on.
    google: async ({ query, validationError, request, reply }) => {
      reply.header('cache-control', 'no-store');
      if (!client || validationError) {
        if (!client) request.log.warn('Google sign-in is not configured (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET)');
        return reply.redirect(spaCallback({ error: OAUTH_CALLBACK_ERRORS.googleAuthFailed }));
      }
      try {
        const binding = bindBrowser(request, reply, secureCookies);
        const { returnUrl } = query;
        return reply.redirect(await startGoogleSignIn(deps, client, { bindingHash: bindingHash(binding), returnUrl }));
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in could not start');
        return reply.redirect(spaCallback({ error: OAUTH_CALLBACK_ERRORS.googleAuthFailed }));
      }
    },
    // A malformed return from the provider is still a failed sign-in, shown by the SPA.
    googleCallback: async ({ query, validationError, request, reply }) => {
      reply.header('cache-control', 'no-store');
      try {
        if (!client || validationError) throw new GoogleSignInError('google_auth_failed', 'bad callback');
        const { code } = await finishGoogleSignIn(deps, client, query, (hash) => sameBrowser(request, hash));
        return reply.redirect(spaCallback({ code }));
      } catch (error) {
        const code = error instanceof GoogleSignInError ? error.callbackError : 'oauth_processing_failed';
        request.log.warn({ err: error }, 'Google sign-in failed');
        return reply.redirect(spaCallback({ error: code }));
      }
    },
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
