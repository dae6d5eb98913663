import {
  brandLogoParamsSchema,
  brandLogoQuerySchema,
  brandLogoResponseSchema,
  brandLogosBulkRequestSchema,
  brandLogosBulkResponseSchema,
  onboardDataResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  selectBrandRequestSchema,
  selectBrandResponseSchema,
} from '../brands.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/** Spec 2 §7 brand context calls of the top bar, and its search box. */
export const brandContextEndpoints = defineEndpointGroup('brands', {
  onboardData: defineEndpoint({
    method: 'GET',
    path: '/api/onboard-data',
    auth: 'user',
    summary: "The brand selector: the caller's brands, services, connection status and saved selection",
    response: onboardDataResponseSchema,
  }),
  selectBrand: defineEndpoint({
    method: 'POST',
    path: '/api/select-brand',
    auth: 'user',
    summary: "Save the user's selected brand (a brand of another account is 404)",
    body: selectBrandRequestSchema,
    response: selectBrandResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/api/search',
    auth: 'brand',
    summary: "The top bar's search: the brand's newest items whose words start with the query's words",
    query: searchQuerySchema,
    response: searchResponseSchema,
  }),
});

/**
 * Spec 2 §7 logo calls. 'admin' is in the spec's paths, but the top bar calls them for the caller's own brands:
 * a session is enough, and only the caller's brands' stored logos are read. The same `brands` group on the web.
 */
export const logoEndpoints = defineEndpointGroup('brands', {
  logo: defineEndpoint({
    method: 'GET',
    path: '/api/admin/brands/:brand/logo',
    auth: 'user',
    summary: "A brand's logo URL (stored, else the simulator's shop logo for *.myshopify.com, else null)",
    params: brandLogoParamsSchema,
    query: brandLogoQuerySchema,
    response: brandLogoResponseSchema,
  }),
  logos: defineEndpoint({
    method: 'POST',
    path: '/api/admin/brands/logos/bulk',
    auth: 'user',
    summary: 'Logo URLs of up to 50 brands, in the order asked',
    body: brandLogosBulkRequestSchema,
    response: brandLogosBulkResponseSchema,
  }),
});
