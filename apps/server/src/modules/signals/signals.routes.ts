import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notSpamResponseSchema } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { requireBrand } from '../../plugins/auth.ts';
import { markNotSpam } from './signals.service.ts';

export const signalRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/comments/:id/not-spam',
    {
      schema: {
        tags: ['comments'],
        security: [{ bearer: [] }],
        summary: 'Mark an item "Not spam": it returns to the Inbox and replies can be drafted',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: notSpamResponseSchema },
      },
    },
    async (request) => {
      const { principal, brandId } = requireBrand(request);
      const message = await markNotSpam(db, { accountId: principal.accountId, brandId }, request.params.id);
      return { success: true as const, message };
    },
  );
};
