import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { countTokens, simulatedReply } from './reply.ts';

/**
 * An OpenAI-compatible chat-completions endpoint (shared/reference/platform-apis.md §10), so the
 * server's `openai` provider is exercised over real HTTP: `POST /v1/chat/completions` (JSON or SSE
 * stream), `GET /v1/models`, OpenAI's error bodies, and a control API to inject faults
 * (429 with retry-after / retry-after-ms, 5xx, slow answers), script bad answers (placeholders, invented
 * links, the wrong language) and read the requests received.
 */
export const SIM_OPENAI_MODELS = ['gpt-4o-mini', 'sim-reply-1'] as const;

const messageSchema = z.object({
  role: z.enum(['system', 'developer', 'user', 'assistant', 'tool']),
  content: z.string().max(100_000),
});
const completionSchema = z.object({
  model: z.string().min(1).max(200),
  messages: z.array(messageSchema).min(1).max(100),
  stream: z.boolean().optional(),
  max_tokens: z.number().int().positive().optional(),
  max_completion_tokens: z.number().int().positive().optional(),
});

export const simOpenAiFaultSchema = z
  .object({
    /** 200 means: answer normally, after `delayMs`. */
    status: z.number().int().min(200).max(599).default(429),
    count: z.number().int().min(1).max(1000).default(1),
    code: z.string().max(100).optional(),
    message: z.string().max(500).optional(),
    retryAfter: z.string().max(100).optional(),
    retryAfterMs: z.number().int().min(0).max(600_000).optional(),
    shouldRetry: z.boolean().optional(),
    /** Hold the request this long before answering (to exercise client timeouts). */
    delayMs: z.number().int().min(0).max(120_000).default(0),
  })
  .strict();
export type SimOpenAiFault = z.infer<typeof simOpenAiFaultSchema>;

/** A scripted answer for the next `count` completions: to test how the server treats a bad model answer. */
export const simOpenAiAnswerSchema = z
  .object({ content: z.string().min(1).max(5000), count: z.number().int().min(1).max(100).default(1) })
  .strict();
type SimOpenAiAnswer = z.infer<typeof simOpenAiAnswerSchema>;

interface ReceivedRequest {
  model: string;
  messages: { role: string; content: string }[];
  status: number;
  receivedAt: string;
}

function openAiError(reply: FastifyReply, status: number, message: string, type: string, code: string | null) {
  return reply.status(status).send({ error: { message, type, param: null, code } });
}

export const openAiSimulator: FastifyPluginAsync = async (app) => {
  const faults: SimOpenAiFault[] = [];
  const answers: SimOpenAiAnswer[] = [];
  const received: ReceivedRequest[] = [];
  let sequence = 0;

  const record = (entry: ReceivedRequest) => {
    received.push(entry);
    if (received.length > 200) received.shift();
  };

  app.post('/v1/chat/completions', async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    if (!/^Bearer \S+/.test(auth)) {
      return openAiError(reply, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    }
    const parsed = completionSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return openAiError(reply, 400, issue?.message ?? 'Invalid request', 'invalid_request_error', null);
    }
    const { model, messages, stream } = parsed.data;
    const fault = faults[0];
    if (fault) {
      fault.count -= 1;
      if (fault.count <= 0) faults.shift();
    }
    const knownModel = SIM_OPENAI_MODELS.some((known) => known === model);
    // Logged on arrival, with the status it is going to get.
    const status = fault && fault.status >= 400 ? fault.status : knownModel ? 200 : 404;
    record({ model, messages, status, receivedAt: new Date().toISOString() });
    // A scripted answer belongs to the request that arrived for it: a slow (fault-delayed) request whose client gave
    // up must not take the answer scripted for a later one.
    const scripted = status === 200 ? answers[0] : undefined;
    if (scripted) {
      scripted.count -= 1;
      if (scripted.count <= 0) answers.shift();
    }
    if (fault && fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault && fault.status >= 400) {
      if (fault.retryAfter !== undefined) reply.header('retry-after', fault.retryAfter);
      if (fault.retryAfterMs !== undefined) reply.header('retry-after-ms', String(fault.retryAfterMs));
      if (fault.shouldRetry !== undefined) reply.header('x-should-retry', String(fault.shouldRetry));
      const type = fault.status === 429 ? 'requests' : fault.status >= 500 ? 'server_error' : 'invalid_request_error';
      const code = fault.code ?? (fault.status === 429 ? 'rate_limit_exceeded' : null);
      return openAiError(reply, fault.status, fault.message ?? `Simulated ${fault.status}`, type, code);
    }
    if (!knownModel) {
      return openAiError(
        reply,
        404,
        `The model \`${model}\` does not exist.`,
        'invalid_request_error',
        'model_not_found',
      );
    }
    sequence += 1;
    const id = `chatcmpl-sim${sequence}`;
    const created = Math.floor(Date.now() / 1000);
    const content = scripted?.content ?? simulatedReply(messages);
    const usage = {
      prompt_tokens: countTokens(messages.map((message) => message.content).join(' ')),
      completion_tokens: countTokens(content),
      total_tokens: 0,
    };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
    if (!stream) {
      return {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [
          { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
        ],
        usage,
        system_fingerprint: 'fp_simulator',
      };
    }
    const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`;
    const words = content.split(/(?<=\s)/);
    const body = [
      chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]),
      ...words.map((word) => chunk([{ index: 0, delta: { content: word }, finish_reason: null }])),
      chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]),
      chunk([], { usage }),
      'data: [DONE]\n\n',
    ].join('');
    return reply.header('content-type', 'text/event-stream').header('cache-control', 'no-cache').send(body);
  });

  app.get('/v1/models', async () => ({
    object: 'list',
    data: SIM_OPENAI_MODELS.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'simulator' })),
  }));

  app.post('/control/faults', async (request, reply) => {
    const parsed = simOpenAiFaultSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues[0]?.message ?? 'invalid fault' });
    faults.push(parsed.data);
    return { faults };
  });
  app.delete('/control/faults', async () => {
    faults.length = 0;
    return { faults };
  });
  app.post('/control/answers', async (request, reply) => {
    const parsed = simOpenAiAnswerSchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues[0]?.message ?? 'invalid answer' });
    answers.push(parsed.data);
    return { answers };
  });
  app.delete('/control/answers', async () => {
    answers.length = 0;
    return { answers };
  });
  app.get('/control/requests', async () => ({ requests: received }));
  app.delete('/control/requests', async () => {
    received.length = 0;
    return { requests: received };
  });
};
