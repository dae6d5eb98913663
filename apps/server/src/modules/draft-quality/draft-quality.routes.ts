import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { draftQualityQuerySchema, draftQualityResponseSchema } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { requireBrand } from '../../plugins/auth.ts';
import { draftQuality } from './draft-quality.service.ts';

const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;

export const draftQualityRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/dashboard/draft-quality',
    {
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        summary:
          'How much people change AI drafts before sending, per provider, language and intent, with brand-voice suggestions',
        querystring: draftQualityQuerySchema,
        response: { 200: draftQualityResponseSchema },
      },
    },
    async (request) => {
      const { principal, brandId } = requireBrand(request);
      const data = await draftQuality(
        db,
        { accountId: principal.accountId, brandId },
        PERIOD_DAYS[request.query.period],
      );
      return { success: true as const, data };
    },
  );
};
