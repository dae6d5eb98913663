import { productAnalyticsResponseSchema } from '../analytics.ts';
import { periodQuerySchema } from '../dashboard.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/** Spec 2 Product Analytics, computed by the server for the X-Brand-Id brand (ours: the spec computed it on the client). */
export const analyticsEndpoints = defineEndpointGroup('analytics', {
  products: defineEndpoint({
    method: 'GET',
    path: '/api/analytics/products',
    auth: 'brand',
    summary: "The brand's product analytics for a period (timeRange or startDate/endDate)",
    query: periodQuerySchema,
    response: productAnalyticsResponseSchema,
  }),
});
