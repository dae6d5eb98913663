import { z } from 'zod';
import { INSIGHT_MESSAGES } from './messages.ts';
import { PLATFORMS } from './platforms.ts';
import { COMMENT_STATUSES } from './inbox.ts';

/**
 * The top bar's brand context: spec 2 "Sidebar and top bar", §3 "Brand", "Brand logo", §4 brand selection,
 * §7 onboard-data, select-brand and logo calls; and the top bar's comment search (ours: the spec shows the box).
 */

export const BRAND_CONNECTION_STATUSES = ['Not Connected', 'Partial Setup', 'Connected'] as const;
export type BrandConnectionStatus = (typeof BRAND_CONNECTION_STATUSES)[number];

/** Spec 2 §4/§9: 0 services Not Connected, 1 or 2 Partial Setup, 3 or more Connected. */
export function brandConnectionStatus(serviceCount: number): BrandConnectionStatus {
  if (serviceCount <= 0) return 'Not Connected';
  return serviceCount < 3 ? 'Partial Setup' : 'Connected';
}

export const onboardBrandSchema = z.object({
  BrandId: z.string(),
  BrandName: z.string(),
  ServiceConnected: z.array(z.enum(PLATFORMS)),
  status: z.enum(BRAND_CONNECTION_STATUSES),
  serviceCount: z.number().int(),
});
export type OnboardBrand = z.infer<typeof onboardBrandSchema>;

/** GET /api/onboard-data: the selector's brands, and the selection saved on the server (null: none yet). */
export const onboardDataResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ brands: z.array(onboardBrandSchema), selectedBrandId: z.string().nullable() }),
});
export type OnboardDataResponse = z.infer<typeof onboardDataResponseSchema>;

export const selectBrandRequestSchema = z.object({ brandId: z.string().min(1).max(100) }).strict();
export const selectBrandResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    success: z.literal(true),
    selectedBrand: z.object({ BrandId: z.string(), BrandName: z.string() }),
  }),
});
export type SelectBrandResponse = z.infer<typeof selectBrandResponseSchema>;

export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_RESULTS_MAX = 10;
export const searchQuerySchema = z
  .object({
    q: z
      .string({ error: INSIGHT_MESSAGES.searchLength })
      .trim()
      .min(SEARCH_QUERY_MIN, INSIGHT_MESSAGES.searchLength)
      .max(SEARCH_QUERY_MAX, INSIGHT_MESSAGES.searchLength),
  })
  .strict();

export const searchResultSchema = z.object({
  id: z.string(),
  /** The customer's text, cut at 100 characters. */
  content: z.string(),
  reviewerName: z.string().nullable(),
  productTitle: z.string().nullable(),
  platform: z.enum(PLATFORMS),
  status: z.enum(COMMENT_STATUSES),
  rating: z.number().nullable(),
  postedAt: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
/** GET /api/search?q=: the brand's newest items whose text, reviewer or product has words starting with q's words. */
export const searchResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ results: z.array(searchResultSchema) }),
});

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const domain = z
  .string()
  .trim()
  .max(253, INSIGHT_MESSAGES.domainInvalid)
  .regex(HOST_NAME, INSIGHT_MESSAGES.domainInvalid);

export const brandLogoSchema = z.object({
  /** null: no logo known; the client shows initials (spec 2 §8). */
  logoUrl: z.string().nullable(),
  brandName: z.string(),
  domain: z.string().nullable(),
});
export type BrandLogo = z.infer<typeof brandLogoSchema>;

export const brandLogoParamsSchema = z.object({ brand: z.string().trim().min(1).max(200) });
export const brandLogoQuerySchema = z.object({ domain: domain.optional() }).strict();
/** GET /api/admin/brands/{brand}/logo?domain: the spec's "data.data.logoUrl" read through the HTTP client. */
export const brandLogoResponseSchema = z.object({ success: z.literal(true), data: brandLogoSchema });

export const LOGO_BULK_MAX = 50;
export const brandLogosBulkRequestSchema = z
  .object({
    brands: z
      .array(z.object({ name: z.string().trim().min(1).max(200), domain: domain.nullable().optional() }).strict())
      .max(LOGO_BULK_MAX, INSIGHT_MESSAGES.logoBulkTooMany),
  })
  .strict();
/** POST /api/admin/brands/logos/bulk: the spec's "data.data list" read through the HTTP client. */
export const brandLogosBulkResponseSchema = z.object({ success: z.literal(true), data: z.array(brandLogoSchema) });
