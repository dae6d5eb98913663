/** Every Rules-page query sits under the brand it is for: a brand change reaches them all. */
export const rulesKeys = {
  all: (brandId: string | null) => ['rules', brandId ?? 'none'] as const,
  list: (brandId: string | null) => [...rulesKeys.all(brandId), 'list'] as const,
  settings: (brandId: string | null) => [...rulesKeys.all(brandId), 'settings'] as const,
  options: (brandId: string | null) => [...rulesKeys.all(brandId), 'options'] as const,
  activity: (brandId: string | null, page: number) => [...rulesKeys.all(brandId), 'activity', page] as const,
  approvals: (brandId: string | null) => [...rulesKeys.all(brandId), 'approvals'] as const,
};
