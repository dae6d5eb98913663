import type { AiProvider } from './provider.ts';
import { composeReply } from './builtin.ts';
import { buildMessages, correctionMessage, validateAnswer, type ChatMessage } from './prompt.ts';
import { RETRY_DEFAULTS, retryDelayMs, shouldRetry } from './retry.ts';

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

  const ask = (messages: ChatMessage[]) =>
    complete(
      JSON.stringify({
        model: options.model,
        temperature: 0.4,
        max_tokens: 300,
        n: 1,
        stream: false,
        messages,
      }),
    );

  return {
    name: 'openai',
    /**
     * The answer is checked (language, length, no placeholder, no fact absent from the context) and asked for
     * once more with the reasons; a second rejection falls back to the built-in composer, so nobody pays for
     * an answer we would not show. Endpoint failures (after the SDK-style retries) still throw.
     */
    async draftReply(request) {
      const messages = buildMessages(request);
      const first = await ask(messages);
      const problems = await validateAnswer(first, request);
      if (problems.length === 0) return { text: first, provider: 'openai' };
      const second = await ask([...messages, { role: 'assistant', content: first }, correctionMessage(problems)]);
      const again = await validateAnswer(second, request);
      if (again.length === 0) return { text: second, provider: 'openai' };
      return { text: composeReply(request), provider: 'builtin', rejected: [...new Set([...problems, ...again])] };
    },
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
