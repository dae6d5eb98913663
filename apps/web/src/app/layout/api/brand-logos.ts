import { LOGO_BULK_MAX } from '@bizamply/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** POST /api/admin/brands/logos/bulk (spec 2 §7): brand name → logo URL; a missing logo shows initials. */
export async function getBrandLogos(names: string[]): Promise<Map<string, string>> {
  const { data } = await api.brands.logos({
    body: { brands: names.slice(0, LOGO_BULK_MAX).map((name) => ({ name })) },
  });
  const logos = new Map<string, string>();
  for (const logo of data) if (logo.logoUrl) logos.set(logo.brandName, logo.logoUrl);
  return logos;
}

export function useBrandLogos(names: string[]) {
  return useQuery({
    // A POST read: its key is the endpoint's, then the names asked.
    queryKey: [...api.brands.logos.endpoint.key, names] as const,
    queryFn: () => getBrandLogos(names),
    enabled: names.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}
