import { brandContextEndpoints } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import { onboardData, searchBrand, selectBrand } from './brand-context.service.ts';

/** Spec 2 §7 brand context calls of the top bar, and its search box. */
export const brandContextRoutes = endpointRoutes(brandContextEndpoints, ({ db }: { db: Database }) => ({
  onboardData: async ({ principal }) => ({ success: true as const, data: await onboardData(db, principal) }),
  selectBrand: async ({ principal, body }) => {
    const selectedBrand = await selectBrand(db, principal, body.brandId);
    return { success: true as const, data: { success: true as const, selectedBrand } };
  },
  search: async ({ scope, query }) => ({
    success: true as const,
    data: { results: await searchBrand(db, scope, query.q) },
  }),
}));
