import type { AiProvider, ReplyRequest } from './provider.ts';
import { resolveLanguage } from './language.ts';
import { RETRY_DEFAULTS, retryDelayMs, shouldRetry } from './retry.ts';

const LANGUAGE_NAMES = { en: 'English', es: 'Spanish', fr: 'French', de: 'German', pt: 'Portuguese', it: 'Italian' };

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Per attempt; a timed-out attempt is retried like a 408. */
  timeoutMs?: number;
  maxRetries?: number;
  /** Injected in tests to observe delays without waiting for them. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  fetch?: typeof fetch;
}

/** A failure of the AI endpoint, after retries; `status` is null for network errors and timeouts. */
export class AiProviderError extends Error {
  readonly status: number | null;
  readonly code: string | null;

  constructor(message: string, status: number | null, code: string | null) {
    super(message);
    this.name = 'AiProviderError';
    this.status = status;
    this.code = code;
  }
}

/** OpenAI's `{error:{message,code}}`, or a local server's `{error:"…"}`, or plain text. */
function parseError(status: number, body: string): { message: string; code: string | null } {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    const error = parsed.error;
    if (typeof error === 'string') return { message: error, code: null };
    if (error && typeof error === 'object') {
      const { message, code, type } = error as Record<string, unknown>;
      return {
        message: typeof message === 'string' ? message : `AI provider answered ${status}`,
        code: typeof code === 'string' ? code : typeof type === 'string' ? type : null,
      };
    }
    if (typeof parsed.message === 'string') return { message: parsed.message, code: null };
  } catch {
    // not JSON
  }
  return { message: body.trim().slice(0, 200) || `AI provider answered ${status}`, code: null };
}

export function buildMessages(request: ReplyRequest) {
  const voice = request.voice;
  const language = LANGUAGE_NAMES[resolveLanguage(request.language, request.content)];
  const system = [
    `You write short public replies for the brand "${request.brandName}" to customer reviews and comments.`,
    `Reply in ${language}, the language the customer wrote in. Be warm, specific and never defensive; 2 to 4 sentences.`,
    'Never invent facts, discounts or policies. Do not use markdown.',
    voice?.tone === 'custom' && voice.customTone ? `Tone: ${voice.customTone}` : `Tone: ${voice?.tone ?? 'friendly'}.`,
    voice?.signOff ? `End with exactly this sign-off: ${voice.signOff}` : 'Sign off as the brand team.',
    voice?.avoidWords.length ? `Never use these words: ${voice.avoidWords.join(', ')}.` : '',
    request.brandVoice ? `Brand voice: ${request.brandVoice}` : '',
  ];
  const user = [
    `Platform: ${request.platform}`,
    request.rating !== null ? `Rating: ${request.rating} of 5` : 'Rating: none (social comment)',
    request.productTitle ? `Product: ${request.productTitle}` : '',
    request.reviewerName ? `Customer: ${request.reviewerName}` : '',
    `Message: ${request.content}`,
  ];
  return [
    { role: 'system', content: system.filter(Boolean).join('\n') },
    { role: 'user', content: user.filter(Boolean).join('\n') },
  ];
}

/** Any endpoint speaking OpenAI's chat-completions wire format (OpenAI, vLLM, Ollama, llama.cpp). */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AiProvider {
  const base = options.baseUrl.replace(/\/$/, '');
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const maxRetries = options.maxRetries ?? RETRY_DEFAULTS.maxRetries;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function complete(body: string): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await doFetch(`${base}/chat/completions`, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        if (attempt < maxRetries) {
          await sleep(retryDelayMs(attempt, null, options.random));
          continue;
        }
        const reason = timedOut ? `timed out after ${timeoutMs} ms` : (error as Error).message;
        throw new AiProviderError(`AI provider unreachable: ${reason}`, null, timedOut ? 'timeout' : 'network');
      }
      const text = await response.text().catch(() => '');
      if (response.ok) {
        let content: unknown;
        try {
          const parsed = JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] | null };
          content = parsed.choices?.[0]?.message?.content;
        } catch {
          throw new AiProviderError(
            'AI provider answered with something other than JSON',
            response.status,
            'invalid_body',
          );
        }
        if (typeof content !== 'string' || !content.trim()) {
          throw new AiProviderError('AI provider returned no text', response.status, 'empty');
        }
        return content.trim();
      }
      const { message, code } = parseError(response.status, text);
      if (attempt < maxRetries && shouldRetry(response.status, response.headers, code)) {
        await sleep(retryDelayMs(attempt, response.headers, options.random));
        continue;
      }
      throw new AiProviderError(message, response.status, code);
    }
  }

  return {
    name: 'openai',
    draftReply: (request) =>
      complete(
        JSON.stringify({
          model: options.model,
          temperature: 0.4,
          max_tokens: 300,
          n: 1,
          stream: false,
          messages: buildMessages(request),
        }),
      ),
    async check() {
      try {
        const response = await doFetch(`${base}/models`, { headers, signal: AbortSignal.timeout(3_000) });
        return response.ok;
      } catch {
        return false;
      }
    },
  };
}
