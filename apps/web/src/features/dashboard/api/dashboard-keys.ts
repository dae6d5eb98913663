import { api } from '@/lib/endpoints';

export const dashboardKeys = {
  /** The head of every dashboard endpoint's key: Refresh reaches them all (the page shows one brand). */
  group: [api.dashboard.stats.endpoint.group] as const,
  /** The dashboard queries not yet from a definition (draft quality, recent transactions), under their brand. */
  all: (brandId: string | null) => ['dashboard', brandId ?? 'none'] as const,
};
