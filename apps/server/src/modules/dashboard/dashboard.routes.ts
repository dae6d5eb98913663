import { dashboardEndpoints, type DashboardStats } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { endpointRoutes, PreSerialized } from '../../plugins/endpoints.ts';
import { currentDashboardStatsBody, productVolume, recentActivity } from './dashboard.service.ts';

/** Spec 2 §7 dashboard calls, scoped to the X-Brand-Id brand. */
export const dashboardRoutes = endpointRoutes(dashboardEndpoints, ({ db }: { db: Database }) => ({
  stats: async ({ scope, query }) =>
    new PreSerialized<{ success: true; data: DashboardStats }>(await currentDashboardStatsBody(db, scope, query)),
  activity: async ({ scope, query }) => ({
    success: true as const,
    data: { activities: await recentActivity(db, scope, query.limit) },
  }),
  productVolume: async ({ scope, query }) => ({ success: true as const, data: await productVolume(db, scope, query) }),
}));
