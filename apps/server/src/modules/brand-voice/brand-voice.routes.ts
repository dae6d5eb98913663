import { brandVoiceEndpoints } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import { getBrandVoice, saveBrandVoice } from './brand-voice.service.ts';

/** The selected brand's voice for AI drafts: tone, sign-off and words to avoid. */
export const brandVoiceRoutes = endpointRoutes(brandVoiceEndpoints, ({ db }: { db: Database }) => ({
  get: async ({ scope }) => ({ success: true as const, data: await getBrandVoice(db, scope) }),
  save: async ({ scope, body }) => ({ success: true as const, data: await saveBrandVoice(db, scope, body) }),
}));
