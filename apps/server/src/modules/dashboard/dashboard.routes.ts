import { dashboardEndpoints, type DashboardStats } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { endpointRoutes, preSerializedData } from '../../plugins/endpoints.ts';
import { currentDashboardStatsJson, productVolume, recentActivity } from './dashboard.service.ts';

/** Spec 2 §7 dashboard calls, scoped to the X-Brand-Id brand. */
export const dashboardRoutes = endpointRoutes(dashboardEndpoints, ({ db }: { db: Database }) => ({
  stats: async ({ scope, query }) =>
    preSerializedData<DashboardStats>(await currentDashboardStatsJson(db, scope, query)),
  activity: async ({ scope, query }) => ({
    success: true as const,
    data: { activities: await recentActivity(db, scope, query.limit) },
  }),
  productVolume: async ({ scope, query }) => ({ success: true as const, data: await productVolume(db, scope, query) }),
}));
