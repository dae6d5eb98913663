import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateRequestSchema, generateResponseSchema } from '@bizamply/contracts';
import { requireBrand } from '../../plugins/auth.ts';
import { generateResponse, type GenerationDeps } from './generation.service.ts';
import { resolveIdempotencyKey } from './idempotency.ts';

export const generationRoutes: FastifyPluginAsyncZod<GenerationDeps> = async (app, deps) => {
  app.post(
    '/api/comments/generate-response',
    {
      schema: {
        tags: ['comments'],
        security: [{ bearer: [] }],
        summary: 'Draft a reply with the AI provider; charged once per idempotency key (body or X-Idempotency-Key)',
        body: generateRequestSchema,
        response: { 200: generateResponseSchema },
      },
    },
    async (request) => {
      const { principal, brandId } = requireBrand(request);
      const key = resolveIdempotencyKey(request, request.body.idempotencyKey);
      const data = await generateResponse(
        deps,
        { accountId: principal.accountId, brandId, userId: principal.userId },
        request.body.commentId,
        key,
      );
      return { success: true as const, data };
    },
  );
};
