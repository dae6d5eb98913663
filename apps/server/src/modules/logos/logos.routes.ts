import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brandLogoParamsSchema,
  brandLogoQuerySchema,
  brandLogoResponseSchema,
  brandLogosBulkRequestSchema,
  brandLogosBulkResponseSchema,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { brandLogo, brandLogos } from './logos.service.ts';

export interface LogoRouteDeps {
  db: Database;
  publicUrl: string;
  simulatorLogos: boolean;
}

const tags = ['brands'];
const security = [{ bearer: [] }];

/**
 * Spec 2 §7 logo calls. 'admin' is in the spec's paths, but the top bar calls them for the caller's own
 * brands: a session is enough, and only the caller's brands' stored logos are read.
 */
export const logoRoutes: FastifyPluginAsyncZod<LogoRouteDeps> = async (app, deps) => {
  app.get(
    '/api/admin/brands/:brand/logo',
    {
      schema: {
        tags,
        security,
        summary: "A brand's logo URL (stored, else the simulator's shop logo for *.myshopify.com, else null)",
        params: brandLogoParamsSchema,
        querystring: brandLogoQuerySchema,
        response: { 200: brandLogoResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const data = await brandLogo(deps, principal.accountId, request.params.brand, request.query.domain);
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/admin/brands/logos/bulk',
    {
      schema: {
        tags,
        security,
        summary: 'Logo URLs of up to 50 brands, in the order asked',
        body: brandLogosBulkRequestSchema,
        response: { 200: brandLogosBulkResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const data = await brandLogos(deps, principal.accountId, request.body.brands);
      return { success: true as const, data };
    },
  );
};
