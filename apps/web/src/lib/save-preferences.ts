import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setActiveDatePreferences } from './active-date-preferences';
import { preferencesQueryKey, savePreferences } from './preferences';

// Apart from preferences.ts, which the signed-in shell loads at start-up: saving is only on the settings pages,
// so the mutation code loads with them.
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (response) => {
      setActiveDatePreferences(response.data);
      queryClient.setQueryData(preferencesQueryKey, { success: true as const, data: response.data });
    },
  });
}
