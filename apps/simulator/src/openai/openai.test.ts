import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiSimulator } from './index.ts';

const app = Fastify();
beforeAll(async () => {
  await app.register(openAiSimulator, { prefix: '/openai' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const body = (extra: Record<string, unknown> = {}) => ({
  model: 'gpt-4o-mini',
  messages: [
    { role: 'system', content: 'You write short public replies for the brand "Northwind".' },
    {
      role: 'user',
      content: 'Platform: judgeme\nRating: 5 of 5\nProduct: Mug\nCustomer: Anna Smith\nMessage: Love it',
    },
  ],
  ...extra,
});
const complete = (payload: unknown, authorization = 'Bearer sk-test') =>
  app.inject({
    method: 'POST',
    url: '/openai/v1/chat/completions',
    headers: { authorization },
    payload: payload as object,
  });

describe('the OpenAI-compatible simulator', () => {
  it('answers a chat completion in the OpenAI shape', async () => {
    const response = await complete(body());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o-mini',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content:
              'Hi Anna, thank you for your kind words about Mug! We are so glad you are happy.\n\nThe Northwind team',
          },
          finish_reason: 'stop',
        },
      ],
      usage: {
        prompt_tokens: expect.any(Number),
        completion_tokens: expect.any(Number),
        total_tokens: expect.any(Number),
      },
    });
  });

  it('streams server-sent chunks ending in [DONE], with a usage chunk', async () => {
    const response = await complete(body({ stream: true }));
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = response.body
      .split('\n\n')
      .filter(Boolean)
      .map((line) => line.replace(/^data: /, ''));
    expect(events.at(-1)).toBe('[DONE]');
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event));
    const text = chunks.map((chunk) => chunk.choices[0]?.delta?.content ?? '').join('');
    expect(text.startsWith('Hi Anna, thank you')).toBe(true);
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { total_tokens: expect.any(Number) } });
    expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
  });

  it('speaks OpenAI errors: 401, 400, 404 model, injected 429 with headers', async () => {
    expect((await complete(body(), '')).json()).toMatchObject({ error: { code: 'invalid_api_key' } });
    expect((await complete({ model: 'gpt-4o-mini', messages: [] })).statusCode).toBe(400);
    expect((await complete(body({ model: 'nope' }))).json().error.code).toBe('model_not_found');
    await app.inject({
      method: 'POST',
      url: '/openai/control/faults',
      payload: { status: 429, retryAfter: '2', retryAfterMs: 1500 },
    });
    const limited = await complete(body());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('2');
    expect(limited.headers['retry-after-ms']).toBe('1500');
    expect(limited.json().error).toMatchObject({ code: 'rate_limit_exceeded', type: 'requests' });
    expect((await complete(body())).statusCode).toBe(200);
    const models = await app.inject({ url: '/openai/v1/models' });
    expect(models.json().data.map((model: { id: string }) => model.id)).toContain('gpt-4o-mini');
  });
});
