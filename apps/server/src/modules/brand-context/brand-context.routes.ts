import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  onboardDataResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  selectBrandRequestSchema,
  selectBrandResponseSchema,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { requireBrand, requirePrincipal } from '../../plugins/auth.ts';
import { onboardData, searchBrand, selectBrand } from './brand-context.service.ts';

const tags = ['brands'];
const security = [{ bearer: [] }];

/** Spec 2 §7 brand context calls of the top bar, and its search box. */
export const brandContextRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/onboard-data',
    {
      schema: {
        tags,
        security,
        summary: "The brand selector: the caller's brands, services, connection status and saved selection",
        response: { 200: onboardDataResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const data = await onboardData(db, principal);
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/select-brand',
    {
      schema: {
        tags,
        security,
        summary: "Save the user's selected brand (a brand of another account is 404)",
        body: selectBrandRequestSchema,
        response: { 200: selectBrandResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const selectedBrand = await selectBrand(db, principal, request.body.brandId);
      return { success: true as const, data: { success: true as const, selectedBrand } };
    },
  );

  app.get(
    '/api/search',
    {
      schema: {
        tags,
        security,
        summary: "The top bar's search: the brand's newest items whose words start with the query's words",
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => {
      const { principal, brandId } = requireBrand(request);
      const results = await searchBrand(db, { accountId: principal.accountId, brandId }, request.query.q);
      return { success: true as const, data: { results } };
    },
  );
};
