import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandVoiceInputSchema, brandVoiceResponseSchema } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { requireBrand } from '../../plugins/auth.ts';
import { getBrandVoice, saveBrandVoice } from './brand-voice.service.ts';

const security = [{ bearer: [] }];
const tags = ['brand-voice'];

/** The selected brand's voice for AI drafts: tone, sign-off and words to avoid. */
export const brandVoiceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/brand-voice',
    {
      schema: {
        tags,
        security,
        summary: "The brand's voice for AI drafts",
        response: { 200: brandVoiceResponseSchema },
      },
    },
    async (request) => {
      const { principal, brandId } = requireBrand(request);
      return { success: true as const, data: await getBrandVoice(db, { accountId: principal.accountId, brandId }) };
    },
  );

  app.put(
    '/api/brand-voice',
    {
      schema: {
        tags,
        security,
        summary: "Save the brand's voice",
        body: brandVoiceInputSchema,
        response: { 200: brandVoiceResponseSchema },
      },
    },
    async (request) => {
      const { principal, brandId } = requireBrand(request);
      const data = await saveBrandVoice(db, { accountId: principal.accountId, brandId }, request.body);
      return { success: true as const, data };
    },
  );
};
