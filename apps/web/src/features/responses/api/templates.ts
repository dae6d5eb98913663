import {
  templateDeleteResponseSchema,
  templateListResponseSchema,
  templateResponseSchema,
  type TemplateInput,
} from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const templateKeys = { list: (brandId: string | null) => ['templates', brandId ?? 'none'] as const };

/** GET /api/templates: the brand's saved replies. */
export async function getTemplates(signal?: AbortSignal) {
  const { data } = await apiClient.get('/api/templates', { schema: templateListResponseSchema, signal });
  return data;
}

export const getTemplatesQueryOptions = (brandId: string | null) =>
  queryOptions({
    queryKey: templateKeys.list(brandId),
    queryFn: ({ signal }) => getTemplates(signal),
    enabled: brandId !== null,
  });

export function useTemplates(brandId: string | null) {
  return useQuery(getTemplatesQueryOptions(brandId));
}

export async function createTemplate(input: TemplateInput) {
  return (await apiClient.post('/api/templates', input, { schema: templateResponseSchema })).data;
}

export async function updateTemplate(id: string, input: TemplateInput) {
  return (await apiClient.put(`/api/templates/${encodeURIComponent(id)}`, input, { schema: templateResponseSchema }))
    .data;
}

export async function deleteTemplate(id: string) {
  return apiClient.delete(`/api/templates/${encodeURIComponent(id)}`, { schema: templateDeleteResponseSchema });
}
