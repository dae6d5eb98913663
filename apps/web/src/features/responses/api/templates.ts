import type { TemplateInput } from '@bizamply/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** The brand's saved replies, under the templates list's one key. */
export const templateListKey = (brandId: string | null) => api.templates.list.key({ brandId });

export function useTemplates(brandId: string | null) {
  return useQuery({ ...api.templates.list.queryOptions({ brandId }), select: (response) => response.data });
}

export async function createTemplate(brandId: string, input: TemplateInput) {
  return (await api.templates.create({ brandId, body: input })).data;
}

export function deleteTemplate(brandId: string, id: string) {
  return api.templates.remove({ brandId, params: { id } });
}
