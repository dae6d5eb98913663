import { dryRunResponseSchema, type DryRun } from '@bizamply/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/automation/rules/{id}/dry-run: the last 30 days replayed through the same engine. */
export async function dryRunRule(id: string): Promise<DryRun> {
  const { data } = await apiClient.post(`/api/automation/rules/${id}/dry-run`, undefined, {
    schema: dryRunResponseSchema,
    timeoutMs: 60_000,
  });
  return data;
}

export function useDryRun() {
  return useMutation({ mutationFn: dryRunRule });
}
