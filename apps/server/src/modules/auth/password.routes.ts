import { INVITATION_MESSAGES, PASSWORD_RESET_MESSAGES, passwordLinkEndpoints } from '@bizamply/contracts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import type { AuthDeps } from './auth.deps.ts';
import { clientContext } from './client-context.ts';
import { acceptInvitation, requestPasswordReset, resetPassword } from './password-reset.service.ts';

/**
 * Issue 13 §9: "Forgot password?" and invitations. The links' tokens arrive in JSON bodies (the e-mailed
 * links keep them in the URL fragment), so they never appear in a request line or an access log.
 */
export const passwordRoutes = endpointRoutes(passwordLinkEndpoints, ({ deps }: { deps: AuthDeps }) => ({
  forgotPassword: async ({ body, request }) => {
    await requestPasswordReset(deps, body.email, clientContext(request));
    return { success: true as const, message: PASSWORD_RESET_MESSAGES.linkSent };
  },
  resetPassword: async ({ body, principal, request, reply }) => {
    reply.header('cache-control', 'no-store');
    const caller = principal ? { userId: principal.userId, sessionId: principal.sessionId } : null;
    await resetPassword(deps, body, clientContext(request), caller);
    return { success: true as const, message: PASSWORD_RESET_MESSAGES.passwordReset };
  },
  acceptInvitation: async ({ body, request, reply }) => {
    reply.header('cache-control', 'no-store');
    const result = await acceptInvitation(deps, body, clientContext(request));
    return { success: true as const, message: INVITATION_MESSAGES.accepted, ...result };
  },
}));
