import { notSpamEndpoints } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import { markNotSpam } from './signals.service.ts';

export const signalRoutes = endpointRoutes(notSpamEndpoints, ({ db }: { db: Database }) => ({
  notSpam: async ({ scope, params }) => ({ success: true as const, message: await markNotSpam(db, scope, params.id) }),
}));
