import { dashboardEndpoints, type DashboardStats } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { endpointRoutes, PreSerialized } from '../../plugins/endpoints.ts';
import { currentDashboardStatsBody, productVolume, recentActivity } from './dashboard.service.ts';

/** Spec 2 §7 dashboard calls, scoped to the X-Brand-Id brand. */
export const dashboardRoutes = endpointRoutes(dashboardEndpoints, ({ db }: { db: Database }) => ({
  stats: async ({ scope, query }) =>
    // Kept: the same bytes come back while the figures and the balance are unchanged (their compressed forms too).
    new PreSerialized<{ success: true; data: DashboardStats }>(
      await currentDashboardStatsBody(db, scope, query),
      undefined,
      true,
    ),
  activity: async ({ scope, query }) => ({
    success: true as const,
    data: { activities: await recentActivity(db, scope, query.limit) },
  }),
  productVolume: async ({ scope, query }) => ({ success: true as const, data: await productVolume(db, scope, query) }),
}));
