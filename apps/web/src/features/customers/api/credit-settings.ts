import type { CreditSettingsUpdate } from '@bizamply/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

/** The prices in force, under the credit settings' one key (the inbox and Settings read it too). */
export function useCreditSettings() {
  return useQuery({
    ...api.credits.settings.queryOptions(),
    select: (response) => response.data,
    retry: false,
    staleTime: 0,
  });
}

/** Saves the four settings plus metadata; every reader of the prices refetches them. */
export async function saveCreditSettings(queryClient: QueryClient, body: CreditSettingsUpdate) {
  const saved = await api.credits.saveSettings({ body });
  await queryClient.invalidateQueries({ queryKey: api.credits.settings.key() });
  return saved;
}
