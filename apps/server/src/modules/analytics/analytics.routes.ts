import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { periodQuerySchema, productAnalyticsResponseSchema } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { requireBrand } from '../../plugins/auth.ts';
import { sendData } from '../../lib/serialized.ts';
import { currentProductAnalyticsJson } from './analytics.service.ts';

/** Spec 2 Product Analytics, computed by the server for the X-Brand-Id brand (ours: the spec computed it on the client). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/analytics/products',
    {
      schema: {
        tags: ['analytics'],
        security: [{ bearer: [] }],
        summary: "The brand's product analytics for a period (timeRange or startDate/endDate)",
        querystring: periodQuerySchema,
        response: { 200: productAnalyticsResponseSchema },
      },
    },
    async (request, reply) => {
      const { principal, brandId } = requireBrand(request);
      const scope = { accountId: principal.accountId, brandId };
      return sendData(reply, (await currentProductAnalyticsJson(db, scope, request.query)).json);
    },
  );
};
