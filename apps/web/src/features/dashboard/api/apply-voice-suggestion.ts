import {
  brandVoiceResponseSchema,
  type BrandVoice,
  type BrandVoiceInput,
  type BrandVoiceSuggestion,
} from '@bizamply/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getSelectedBrandId } from '@/lib/storage';
import { dashboardKeys } from './dashboard-keys';

/** The brand voice with the suggestion applied: a word added to the words to avoid, or the new sign-off. */
export function withSuggestion(voice: BrandVoice, suggestion: BrandVoiceSuggestion): BrandVoiceInput {
  return {
    tone: voice.tone,
    customTone: voice.customTone,
    signOff: suggestion.kind === 'signOff' ? suggestion.signOff : voice.signOff,
    avoidWords: suggestion.kind === 'avoid' ? [...voice.avoidWords, suggestion.word].slice(0, 20) : voice.avoidWords,
    language: voice.language,
  };
}

/** GET then PUT /api/brand-voice: applies one brand-voice suggestion of the draft-quality card. */
export async function applyVoiceSuggestion(suggestion: BrandVoiceSuggestion): Promise<BrandVoice> {
  const { data: voice } = await apiClient.get('/api/brand-voice', { schema: brandVoiceResponseSchema });
  const { data } = await apiClient.put('/api/brand-voice', withSuggestion(voice, suggestion), {
    schema: brandVoiceResponseSchema,
  });
  return data;
}

export function useApplyVoiceSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyVoiceSuggestion,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...dashboardKeys.all(getSelectedBrandId()), 'draft-quality'] }),
  });
}
