import { brandLogosBulkResponseSchema, LOGO_BULK_MAX } from '@bizamply/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/admin/brands/logos/bulk (spec 2 §7): brand name → logo URL; a missing logo shows initials. */
export async function getBrandLogos(names: string[]): Promise<Map<string, string>> {
  const { data } = await apiClient.post(
    '/api/admin/brands/logos/bulk',
    { brands: names.slice(0, LOGO_BULK_MAX).map((name) => ({ name })) },
    { schema: brandLogosBulkResponseSchema },
  );
  const logos = new Map<string, string>();
  for (const logo of data) if (logo.logoUrl) logos.set(logo.brandName, logo.logoUrl);
  return logos;
}

export function useBrandLogos(names: string[]) {
  return useQuery({
    queryKey: ['brands', 'logos', names] as const,
    queryFn: () => getBrandLogos(names),
    enabled: names.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}
