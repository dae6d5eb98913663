import { draftQualityEndpoints } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import { draftQuality } from './draft-quality.service.ts';

const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;

export const draftQualityRoutes = endpointRoutes(draftQualityEndpoints, ({ db }: { db: Database }) => ({
  draftQuality: async ({ scope, query }) => ({
    success: true as const,
    data: await draftQuality(db, scope, PERIOD_DAYS[query.period]),
  }),
}));
