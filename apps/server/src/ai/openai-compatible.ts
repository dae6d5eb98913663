import type { AiProvider, ReplyRequest } from './provider.ts';

interface ChatCompletion {
  choices?: { message?: { content?: string } }[];
}

/** Any endpoint speaking OpenAI's chat-completions wire format (OpenAI, vLLM, Ollama, llama.cpp). */
export function createOpenAiCompatibleProvider(options: {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs?: number;
}): AiProvider {
  const base = options.baseUrl.replace(/\/$/, '');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  const systemPrompt = (request: ReplyRequest) =>
    [
      `You write short public replies for the brand "${request.brandName}" to customer reviews and comments.`,
      'Reply in the language the customer wrote in. Be warm, specific and never defensive; 2 to 4 sentences.',
      'Never invent facts, discounts or policies. Sign off as the brand team.',
      request.brandVoice ? `Brand voice: ${request.brandVoice}` : '',
    ]
      .filter(Boolean)
      .join('\n');

  return {
    name: 'openai',
    async draftReply(request) {
      const userPrompt = [
        `Platform: ${request.platform}`,
        request.rating !== null ? `Rating: ${request.rating} of 5` : 'Rating: none (social comment)',
        request.productTitle ? `Product: ${request.productTitle}` : '',
        request.reviewerName ? `Customer: ${request.reviewerName}` : '',
        `Message: ${request.content}`,
      ]
        .filter(Boolean)
        .join('\n');
      const response = await fetch(`${base}/chat/completions`, {
        method: 'POST',
        headers,
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        body: JSON.stringify({
          model: options.model,
          temperature: 0.4,
          max_tokens: 300,
          messages: [
            { role: 'system', content: systemPrompt(request) },
            { role: 'user', content: userPrompt },
          ],
        }),
      });
      if (!response.ok) throw new Error(`AI provider answered ${response.status}`);
      const body = (await response.json()) as ChatCompletion;
      const text = body.choices?.[0]?.message?.content?.trim();
      if (!text) throw new Error('AI provider returned no text');
      return text;
    },
    async check() {
      try {
        const response = await fetch(`${base}/models`, { headers, signal: AbortSignal.timeout(3_000) });
        return response.ok;
      } catch {
        return false;
      }
    },
  };
}
