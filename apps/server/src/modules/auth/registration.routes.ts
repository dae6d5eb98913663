import { ACCESS_MESSAGES, registrationEndpoints } from '@bizamply/contracts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import type { AuthDeps } from './auth.deps.ts';
import { clientContext } from './client-context.ts';
import { registerShop, signup } from './registration.service.ts';
import { resendVerification, verifyEmail } from './verification.service.ts';

/** Sign-up (simple and shop-based) and the real e-mail verification behind /signup/verify-otp. */
export const registrationRoutes = endpointRoutes(registrationEndpoints, ({ deps }: { deps: AuthDeps }) => ({
  // 201 (the definition's status).
  signup: async ({ body, request }) => {
    const result = await signup(deps, body, clientContext(request));
    return { success: true as const, message: ACCESS_MESSAGES.signupSuccess, ...result };
  },
  register: async ({ body, principal, request, reply }) => {
    const { created, ...result } = await registerShop(deps, body, clientContext(request), principal);
    reply.status(created ? 201 : 200);
    const message = created ? ACCESS_MESSAGES.signupSuccess : ACCESS_MESSAGES.accountLinked;
    return { success: true as const, message, ...result };
  },
  verifyEmail: async ({ body, principal, request }) => {
    const result = await verifyEmail(deps, body, clientContext(request), principal?.userId ?? null);
    return { success: true as const, message: ACCESS_MESSAGES.emailVerified, ...result };
  },
  resendVerification: async ({ body, request }) => {
    await resendVerification(deps, body.email, clientContext(request));
    return { success: true as const, message: ACCESS_MESSAGES.codeSent };
  },
}));
