import { draftQualityQuerySchema, draftQualityResponseSchema } from '../signals-schemas.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/** The dashboard's draft-quality card: registered by the draft-quality module, under the dashboard's tag. */
export const draftQualityEndpoints = defineEndpointGroup('dashboard', {
  draftQuality: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard/draft-quality',
    auth: 'brand',
    summary:
      'How much people change AI drafts before sending, per provider, language and intent, with brand-voice suggestions',
    query: draftQualityQuerySchema,
    response: draftQualityResponseSchema,
  }),
});
