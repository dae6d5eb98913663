import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCESS_MESSAGES,
  authResponseSchema,
  resendVerificationRequestSchema,
  shopRegisterRequestSchema,
  signupRequestSchema,
  simpleSuccessSchema,
  verifyEmailRequestSchema,
} from '@bizamply/contracts';
import type { AuthDeps } from './auth.deps.ts';
import { clientContext } from './client-context.ts';
import { registerShop, signup } from './registration.service.ts';
import { resendVerification, verifyEmail } from './verification.service.ts';

/** Sign-up (simple and shop-based) and the real e-mail verification behind /signup/verify-otp. */
export const registrationRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.post(
    '/auth/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Simple registration; the e-mail address stays unverified until the code is entered',
        body: signupRequestSchema,
        response: { 201: authResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await signup(deps, request.body, clientContext(request));
      return reply.status(201).send({ success: true as const, message: ACCESS_MESSAGES.signupSuccess, ...result });
    },
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Shop-based sign-up from the store install link (creates account, brand and shop details)',
        body: shopRegisterRequestSchema,
        response: { 200: authResponseSchema, 201: authResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = request.principal;
      const { created, ...result } = await registerShop(deps, request.body, clientContext(request), caller);
      const message = created ? ACCESS_MESSAGES.signupSuccess : ACCESS_MESSAGES.accountLinked;
      return reply.status(created ? 201 : 200).send({ success: true as const, message, ...result });
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check the 6-digit code; verifies the address and answers like login',
        body: verifyEmailRequestSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request) => {
      const result = await verifyEmail(deps, request.body, clientContext(request), request.principal?.userId ?? null);
      return { success: true as const, message: ACCESS_MESSAGES.emailVerified, ...result };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a new code (the previous one stops working); same answer for unknown addresses',
        body: resendVerificationRequestSchema,
        response: { 200: simpleSuccessSchema },
      },
    },
    async (request) => {
      await resendVerification(deps, request.body.email, clientContext(request));
      return { success: true as const, message: ACCESS_MESSAGES.codeSent };
    },
  );
};
