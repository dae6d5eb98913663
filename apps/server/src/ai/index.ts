import type { Config } from '../config.ts';
import type { AiProvider } from './provider.ts';
import { createBuiltinProvider } from './builtin.ts';
import { createOpenAiCompatibleProvider } from './openai-compatible.ts';

export function createAiProvider(
  config: Pick<Config, 'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL'>,
): AiProvider {
  if (config.AI_PROVIDER === 'openai' && config.AI_BASE_URL) {
    return createOpenAiCompatibleProvider({
      baseUrl: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
      model: config.AI_MODEL,
    });
  }
  return createBuiltinProvider();
}
export { composeReply, replyLanguage } from './builtin.ts';
export type { AiProvider, DraftResult, ReplyFacts, ReplyRequest, ReplyUnderstanding } from './provider.ts';
