import { brandVoiceInputSchema, brandVoiceResponseSchema } from '../inbox-schemas.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/** The selected brand's voice for AI drafts: tone, sign-off and words to avoid. */
export const brandVoiceEndpoints = defineEndpointGroup('brand-voice', {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/brand-voice',
    auth: 'brand',
    summary: "The brand's voice for AI drafts",
    response: brandVoiceResponseSchema,
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/api/brand-voice',
    auth: 'brand',
    summary: "Save the brand's voice",
    body: brandVoiceInputSchema,
    response: brandVoiceResponseSchema,
  }),
});
