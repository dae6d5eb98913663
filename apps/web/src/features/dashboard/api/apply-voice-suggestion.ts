import { type BrandVoice, type BrandVoiceInput, type BrandVoiceSuggestion } from '@bizamply/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

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

/** Reads then saves the brand voice: applies one brand-voice suggestion of the draft-quality card. */
export async function applyVoiceSuggestion(suggestion: BrandVoiceSuggestion): Promise<BrandVoice> {
  const { data: voice } = await api.brandVoice.get();
  return (await api.brandVoice.save({ body: withSuggestion(voice, suggestion) })).data;
}

export function useApplyVoiceSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyVoiceSuggestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: api.dashboard.draftQuality.key() }),
  });
}
