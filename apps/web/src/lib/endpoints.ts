import type { endpoints } from '@bizamply/contracts';
import { createApiClient } from './endpoint-client';
import { endpointRoutes } from './generated/endpoints';

/**
 * `api.credits.balance()`, `api.templates.update({ params: { id }, body })`, `api.credits.balance.queryOptions()`:
 * every group's client (lib/endpoint-client.ts), from the generated route table. Start-up code that must stay
 * small builds only its own group's client from `generated/endpoints/<group>` instead.
 */
export const api = createApiClient<typeof endpoints>(endpointRoutes);
