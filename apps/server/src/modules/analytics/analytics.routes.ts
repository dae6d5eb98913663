import { analyticsEndpoints, type ProductAnalytics } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { endpointRoutes, preSerializedCachedData } from '../../plugins/endpoints.ts';
import { currentProductAnalyticsJson } from './analytics.service.ts';

/** Spec 2 Product Analytics, computed by the server for the X-Brand-Id brand (ours: the spec computed it on the client). */
export const analyticsRoutes = endpointRoutes(analyticsEndpoints, ({ db }: { db: Database }) => ({
  products: async ({ scope, query }) =>
    preSerializedCachedData<ProductAnalytics>(await currentProductAnalyticsJson(db, scope, query)),
}));
