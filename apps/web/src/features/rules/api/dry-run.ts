import type { DryRun } from '@bizamply/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** Replaying 30 days through the engine may take a while on a busy brand. */
const DRY_RUN_TIMEOUT_MS = 60_000;

/** The last 30 days replayed through the same engine. */
export async function dryRunRule(id: string): Promise<DryRun> {
  return (await api.automation.dryRun({ params: { id } }, { timeoutMs: DRY_RUN_TIMEOUT_MS })).data;
}

export function useDryRun() {
  return useMutation({ mutationFn: dryRunRule });
}
