import { logoEndpoints } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import { brandLogo, brandLogos } from './logos.service.ts';

export interface LogoRouteDeps {
  db: Database;
  publicUrl: string;
  simulatorLogos: boolean;
}

/**
 * Spec 2 §7 logo calls. 'admin' is in the spec's paths, but the top bar calls them for the caller's own
 * brands: a session is enough, and only the caller's brands' stored logos are read.
 */
export const logoRoutes = endpointRoutes(logoEndpoints, (deps: LogoRouteDeps) => ({
  logo: async ({ principal, params, query }) => ({
    success: true as const,
    data: await brandLogo(deps, principal.accountId, params.brand, query.domain),
  }),
  logos: async ({ principal, body }) => ({
    success: true as const,
    data: await brandLogos(deps, principal.accountId, body.brands),
  }),
}));
