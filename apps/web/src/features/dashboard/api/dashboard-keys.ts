/** Every dashboard query sits under the brand it is for: a brand change or Refresh reaches them all. */
export const dashboardKeys = {
  all: (brandId: string | null) => ['dashboard', brandId ?? 'none'] as const,
};
