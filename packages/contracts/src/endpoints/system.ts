import { healthResponseSchema } from '../system.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/** Liveness for load balancers and people: the same report, 503 when the database is down. */
export const systemEndpoints = defineEndpointGroup('system', {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/system/health',
    auth: 'public',
    summary: 'Health of the database, AI provider and integrations',
    response: healthResponseSchema,
    otherResponses: { 503: healthResponseSchema },
  }),
});
