import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVITATION_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  acceptInvitationRequestSchema,
  authResponseSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  simpleSuccessSchema,
} from '@bizamply/contracts';
import type { AuthDeps } from './auth.deps.ts';
import { clientContext } from './client-context.ts';
import { acceptInvitation, requestPasswordReset, resetPassword } from './password-reset.service.ts';

/**
 * Issue 13 §9: "Forgot password?" and invitations. The links' tokens arrive in JSON bodies (the e-mailed
 * links keep them in the URL fragment), so they never appear in a request line or an access log.
 */
export const passwordRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a one-time password-reset link (30 minutes); the same answer for unknown addresses',
        body: forgotPasswordRequestSchema,
        response: { 200: simpleSuccessSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email, clientContext(request));
      return { success: true as const, message: PASSWORD_RESET_MESSAGES.linkSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: "Set a new password with a reset link's token; ends every other session",
        body: resetPasswordRequestSchema,
        response: { 200: simpleSuccessSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const caller = request.principal
        ? { userId: request.principal.userId, sessionId: request.principal.sessionId }
        : null;
      await resetPassword(deps, request.body, clientContext(request), caller);
      return { success: true as const, message: PASSWORD_RESET_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/auth/accept-invitation',
    {
      schema: {
        tags: ['auth'],
        summary: "Set the password of an administrator-created account with the invitation's token; signs in",
        body: acceptInvitationRequestSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await acceptInvitation(deps, request.body, clientContext(request));
      return { success: true as const, message: INVITATION_MESSAGES.accepted, ...result };
    },
  );
};
