import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAiSimulator } from '../../../simulator/src/openai/index.ts';
import { buildTestApp, createUserWithBrand } from '../../test/app.ts';
import { creditState, grantCredits, insertComment } from '../modules/comments/inbox.test-support.ts';
import { AiProviderError, createOpenAiCompatibleProvider } from './openai-compatible.ts';
import type { ReplyRequest } from './provider.ts';

let sim: FastifyInstance;
let baseUrl: string;
const delays: number[] = [];

beforeAll(async () => {
  sim = Fastify();
  await sim.register(openAiSimulator, { prefix: '/sim/openai' });
  const address = await sim.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `${address}/sim/openai/v1`;
});
afterAll(async () => {
  await sim.close();
});
beforeEach(async () => {
  delays.length = 0;
  await fetch(`${baseUrl.replace('/v1', '')}/control/faults`, { method: 'DELETE' });
  await fetch(`${baseUrl.replace('/v1', '')}/control/requests`, { method: 'DELETE' });
  await fetch(`${baseUrl.replace('/v1', '')}/control/answers`, { method: 'DELETE' });
});

const fault = (body: Record<string, unknown>) =>
  fetch(`${baseUrl.replace('/v1', '')}/control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
interface Received {
  status: number;
  model: string;
  messages: { role: string; content: string }[];
}
const received = async () =>
  ((await (await fetch(`${baseUrl.replace('/v1', '')}/control/requests`)).json()) as { requests: Received[] }).requests;

const provider = (overrides: Partial<Parameters<typeof createOpenAiCompatibleProvider>[0]> = {}) =>
  createOpenAiCompatibleProvider({
    baseUrl,
    apiKey: 'sk-test',
    model: 'gpt-4o-mini',
    sleep: async (ms) => {
      delays.push(ms);
    },
    random: () => 0,
    ...overrides,
  });

const review: ReplyRequest = {
  content: 'The mug arrived chipped',
  rating: 2,
  reviewerName: 'Anna Smith',
  productTitle: 'Ceramic Mug',
  platform: 'judgeme',
  brandName: 'Northwind',
  voice: {
    tone: 'professional',
    customTone: null,
    signOff: 'Kind regards, Dana',
    avoidWords: ['cheap'],
    language: null,
  },
  understanding: {
    language: 'en',
    sentiment: 'negative',
    intent: 'quality_complaint',
    isQuestion: false,
    topic: 'other',
  },
};
const answers = (content: string, count = 1) =>
  fetch(`${baseUrl.replace('/v1', '')}/control/answers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content, count }),
  });

describe('the openai provider against the simulator’s chat-completions endpoint', () => {
  it('sends the wire format and reads the reply', async () => {
    const { text, provider: writer } = await provider().draftReply(review);
    expect(writer).toBe('openai');
    expect(text).toBe(
      'Hi Anna, we are sorry to read your feedback about Ceramic Mug. Please contact our support team so we can make it right.\n\nKind regards, Dana',
    );
    expect(await provider().check()).toBe(true);
    const [request] = await received();
    expect(request?.model).toBe('gpt-4o-mini');
    expect(request?.messages[0]?.content).toContain('Reply in English');
    expect(request?.messages[0]?.content).toContain('Never use these words: cheap.');
    expect(request?.messages[1]?.content).toContain('Rating: 2 of 5');
  });

  it('waits as a 429 asks (retry-after in seconds), then succeeds', async () => {
    await fault({ status: 429, retryAfter: '1' });
    const { text } = await provider().draftReply(review);
    expect(text).toContain('Hi Anna');
    expect(delays).toEqual([1000]);
    expect((await received()).map((request) => request.status)).toEqual([429, 200]);
  });

  it('prefers retry-after-ms, and backs off 0.5 s then 1 s without a hint', async () => {
    await fault({ status: 429, retryAfterMs: 250, retryAfter: '7' });
    await provider().draftReply(review);
    expect(delays).toEqual([250]);
    delays.length = 0;
    await fault({ status: 503, count: 2 });
    await provider().draftReply(review);
    expect(delays).toEqual([500, 1000]);
  });

  it('gives up after 2 retries with the endpoint’s message', async () => {
    await fault({ status: 500, count: 3, message: 'The server had an error' });
    const error = await provider()
      .draftReply(review)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error).toMatchObject({ status: 500, message: 'The server had an error' });
    expect((await received()).length).toBe(3);
  });

  it('does not retry what retrying cannot fix: 400, 401, insufficient_quota, x-should-retry: false', async () => {
    for (const body of [
      { status: 400, message: 'context_length_exceeded' },
      { status: 429, code: 'insufficient_quota', message: 'You exceeded your current quota' },
      { status: 503, shouldRetry: false },
    ]) {
      await fault(body);
      await expect(provider().draftReply(review)).rejects.toBeInstanceOf(AiProviderError);
    }
    await expect(provider({ apiKey: undefined }).draftReply(review)).rejects.toMatchObject({
      status: 401,
      code: 'invalid_api_key',
    });
    await expect(provider({ model: 'no-such-model' }).draftReply(review)).rejects.toMatchObject({ status: 404 });
    expect(delays).toEqual([]);
  });

  it('retries a timed-out attempt', async () => {
    await fault({ status: 200, delayMs: 400 });
    await expect(provider({ timeoutMs: 100, maxRetries: 0 }).draftReply(review)).rejects.toMatchObject({
      code: 'timeout',
    });
    await fault({ status: 503, delayMs: 400 });
    const { text } = await provider({ timeoutMs: 150 }).draftReply(review);
    expect(text).toContain('Hi Anna');
    expect(delays).toEqual([500]);
  });
});

describe('answers are checked before anyone sees them', () => {
  const rejected = async (content: string) => {
    await fetch(`${baseUrl.replace('/v1', '')}/control/requests`, { method: 'DELETE' });
    await answers(content, 2);
    const result = await provider().draftReply(review);
    expect(result.provider).toBe('builtin');
    expect((await received()).length).toBe(2);
    return result;
  };

  it('rejects placeholders, invented links, prices and order numbers, the wrong language and avoided words', async () => {
    const placeholder = await rejected('Hi [Customer Name], sorry about the mug. Kind regards, Dana');
    expect(placeholder.rejected).toContain('it contains placeholder text');
    const invented = await rejected(
      'Hi Anna, so sorry! Order #5521 ships today, and here is 20% off at https://deals.example/mug for $5.00.',
    );
    expect(invented.rejected?.join(' ')).toMatch(/#5521.*20%|20%.*#5521/);
    expect(invented.rejected?.join(' ')).toContain('https://deals.example/mug');
    expect(invented.rejected?.join(' ')).toContain('$5.00');
    const french = await rejected(
      'Bonjour Anna, nous sommes vraiment désolés pour votre tasse ébréchée. Cordialement, Dana',
    );
    expect(french.rejected).toContain('it is not written in English');
    const cheap = await rejected('Hi Anna, sorry the mug felt cheap and arrived chipped. Kind regards, Dana');
    expect(cheap.rejected).toContain('it uses the avoided word "cheap"');
    // The built-in composer's answer replaces them, in the same language, with the brand voice.
    expect(cheap.text).toContain('Kind regards, Dana');
  });

  it('asks once more with the reasons, and keeps a corrected answer', async () => {
    await answers('Hi {name}, sorry about that.');
    const result = await provider().draftReply(review);
    expect(result.provider).toBe('openai');
    const [, retry] = await received();
    expect(retry?.messages.at(-1)?.content).toContain('it contains placeholder text');
    expect(retry?.messages.at(-2)).toMatchObject({ role: 'assistant', content: 'Hi {name}, sorry about that.' });
  });

  it('quotes the store’s facts and accepts them', async () => {
    const facts = {
      product: null,
      order: {
        name: '#1042',
        createdAt: new Date('2026-03-02T10:00:00Z'),
        state: 'in_transit' as const,
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        shippedAt: new Date('2026-03-04T10:00:00Z'),
        deliveredAt: null,
      },
      storeUrl: null,
    };
    const result = await provider().draftReply({
      ...review,
      content: 'Ordered 10 days ago and still nothing',
      understanding: { ...review.understanding, intent: 'delivery_complaint' },
      facts,
    });
    expect(result.provider).toBe('openai');
    expect(result.text).toContain('#1042');
    expect(result.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    const [request] = await received();
    expect(request?.messages[1]?.content).toContain('- Tracking number: 1Z999AA10123456784');
  });
});

describe('generation through the app with AI_PROVIDER=openai', () => {
  it('survives a 429 and charges the generation once', async () => {
    const t = await buildTestApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: baseUrl,
      AI_API_KEY: 'sk-sim',
    });
    try {
      const user = await createUserWithBrand(t);
      await grantCredits(t, user.account.id, 10);
      const comment = await insertComment(t, user, { rating: 5, content: 'Love it' });
      await fault({ status: 429, retryAfterMs: 5 });
      const response = await t.request({
        method: 'POST',
        url: '/api/comments/generate-response',
        token: user.token,
        brandId: user.brand.id,
        payload: { commentId: comment.id, idempotencyKey: 'openai-1' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.response).toContain('thank you for your kind words about Ceramic Mug');
      expect((await received()).map((request) => request.status)).toEqual([429, 200]);
      expect(await creditState(t, user.account.id)).toMatchObject({ available: 8, ledgerSum: 8 });
    } finally {
      await t.close();
    }
  });
});
