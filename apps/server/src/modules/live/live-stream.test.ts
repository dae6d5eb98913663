import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MESSAGES, LIVE_PATH } from '@bizamply/contracts';
import { buildApp } from '../../app.ts';
import { createAiProvider } from '../../ai/index.ts';
import { connectDatabase, type DatabaseHandle } from '../../db/client.ts';
import { brands } from '../../db/schema/index.ts';
import { createJobQueue, type JobQueue } from '../../jobs/queue.ts';
import { createMailer } from '../../mail/mailer.ts';
import { createUserWithBrand } from '../../../test/app.ts';
import { buildListeningApp, connectThroughPopup, type ListeningApp } from '../../../test/listening-app.ts';
import { grantCredits, insertComment } from '../comments/inbox.test-support.ts';

/**
 * Issue 19 "Live inbox": changes reach open streams by PostgreSQL LISTEN/NOTIFY, so a stream open on one server
 * hears writes made by another. Server A is the listening test app (simulator, webhooks, jobs); server B is a
 * second app with its own pool, hub and LISTEN connection on the same database, as a second process would be.
 */
let a: ListeningApp;
let b: { app: FastifyInstance; base: string; database: DatabaseHandle; queue: JobQueue };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  a = await buildListeningApp();
  const port = await freePort();
  const database = connectDatabase(a.database.connectionString, 3);
  const queue = await createJobQueue(database.pool);
  const app = await buildApp({
    config: a.config,
    database,
    cipher: a.cipher,
    mailer: createMailer({ db: database.db, smtpUrl: undefined, from: a.config.MAIL_FROM }),
    queue,
    ai: createAiProvider(a.config),
    logger: false,
  });
  await app.listen({ port, host: '127.0.0.1' });
  b = { app, base: `http://127.0.0.1:${port}`, database, queue };
});

afterAll(async () => {
  await b.app.close();
  await b.queue.close();
  await b.database.close();
  await a.close();
});

interface Received {
  event: string;
  data: Record<string, unknown> | null;
}

/** Reads the stream as the SPA does (fetch + bearer header), collecting its events. */
async function openStream(base: string, options: { token?: string; brandId?: string; query?: string } = {}) {
  const controller = new AbortController();
  const response = await fetch(`${base}${LIVE_PATH}${options.query ?? ''}`, {
    headers: {
      accept: 'text/event-stream',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.brandId ? { 'x-brand-id': options.brandId } : {}),
    },
    signal: controller.signal,
  });
  const events: Received[] = [];
  let ended = false;
  if (response.ok && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event) events.push({ event, data: data ? (JSON.parse(data) as Record<string, unknown>) : null });
          }
        }
      } catch {
        // aborted by the test
      }
      ended = true;
    })();
  }
  const waitFor = async (match: (event: Received) => boolean, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { response, events, waitFor, ended: () => ended, close: () => controller.abort() };
}

const change = (kind: string, brandId: string | null) => (event: Received) =>
  event.event === 'change' && event.data?.['kind'] === kind && event.data['brandId'] === brandId;

describe('GET /api/live: authenticated, brand-scoped, no token in the URL', () => {
  it('refuses a caller without the bearer header (a token in the query string is not accepted)', async () => {
    const user = await createUserWithBrand(a);
    for (const query of ['', `?token=${user.token}`, `?access_token=${user.token}`]) {
      const stream = await openStream(b.base, { query });
      expect(stream.response.status).toBe(401);
      expect(await stream.response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', status: 401 });
    }
  });

  it('answers 404 for another account’s brand, and opens with `ready` for the caller’s own', async () => {
    const owner = await createUserWithBrand(a);
    const stranger = await createUserWithBrand(a);
    const foreign = await openStream(b.base, { token: stranger.token, brandId: owner.brand.id });
    expect(foreign.response.status).toBe(404);
    const own = await openStream(b.base, { token: owner.token, brandId: owner.brand.id });
    expect(own.response.status).toBe(200);
    expect(own.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(own.response.headers.get('cache-control')).toContain('no-cache');
    expect(await own.waitFor((event) => event.event === 'ready')).toEqual({
      event: 'ready',
      data: { brandId: owner.brand.id },
    });
    own.close();
  });

  it('limits the streams one user keeps open on a server', async () => {
    const user = await createUserWithBrand(a);
    const open = [];
    for (let index = 0; index < 12; index += 1) open.push(await openStream(b.base, { token: user.token }));
    const extra = await openStream(b.base, { token: user.token });
    expect(extra.response.status).toBe(429);
    expect(((await extra.response.json()) as { message: string }).message).toBe(LIVE_MESSAGES.tooManyStreams);
    for (const stream of open) stream.close();
  });
});

describe('changes made on one server reach streams open on the other', () => {
  it('a simulator webhook received by server A shows on server B’s stream for that brand only', async () => {
    const user = await createUserWithBrand(a);
    const [otherBrand] = await a.database.db
      .insert(brands)
      .values({ accountId: user.account.id, name: 'Second brand' })
      .returning();
    const stranger = await createUserWithBrand(a);
    const shop = `live-${Date.now().toString(36)}.myshopify.com`;
    await connectThroughPopup(a, user, 'shopify', { shop });
    await connectThroughPopup(a, user, 'judgeme');

    const mine = await openStream(b.base, { token: user.token, brandId: user.brand.id });
    const sibling = await openStream(b.base, { token: user.token, brandId: otherBrand?.id ?? '' });
    const theirs = await openStream(b.base, { token: stranger.token, brandId: stranger.brand.id });
    await Promise.all([mine, sibling, theirs].map((stream) => stream.waitFor((event) => event.event === 'ready')));

    const review = await a.control('POST', '/judgeme/reviews', {
      shop,
      rating: 5,
      title: 'Live',
      body: 'Arrived while the inbox was open',
      reviewerName: 'Lena',
      reviewerEmail: 'lena@example.com',
    });
    expect(review.body.webhooks).toEqual([expect.objectContaining({ status: 200 })]);
    await mine.waitFor(change('items', user.brand.id));
    // Nothing for the account's other brand, nothing for another account.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sibling.events.filter((event) => event.event === 'change')).toEqual([]);
    expect(theirs.events.filter((event) => event.event === 'change')).toEqual([]);
    for (const stream of [mine, sibling, theirs]) stream.close();
  });

  it('a send that fails and is refunded tells the stream: replies, items and credits', async () => {
    const user = await createUserWithBrand(a);
    await grantCredits(a, user.account.id, 10);
    const comment = await insertComment(a, user, { status: 'draft', draftContent: 'Thanks!' });
    const stream = await openStream(b.base, { token: user.token, brandId: user.brand.id });
    await stream.waitFor((event) => event.event === 'ready');
    // Server A has no reply dispatcher: the send fails for good, the credit comes back, the item returns to Draft.
    const sent = await a.request({
      method: 'POST',
      url: `/backend/api/comments/${comment.id}/send`,
      token: user.token,
      brandId: user.brand.id,
      payload: { commentId: comment.id, replyText: 'Thank you!', source: 'judgeme', idempotencyKey: 'live-send-1' },
      headers: { 'x-idempotency-key': 'live-send-1' },
    });
    // The refused send's own answer (502 PLATFORM_ERROR, refunded), docs/credits.md.
    expect(sent.json()).toMatchObject({ success: false, code: 'PLATFORM_ERROR' });
    await a.runJobs();
    await stream.waitFor(change('credits', null));
    await stream.waitFor(change('items', user.brand.id));
    await stream.waitFor(change('replies', user.brand.id));
    stream.close();
  });

  it('a balance changed elsewhere: the account-wide credits event reaches every stream of the account', async () => {
    const user = await createUserWithBrand(a);
    const first = await openStream(a.baseUrl, { token: user.token, brandId: user.brand.id });
    const second = await openStream(b.base, { token: user.token });
    await Promise.all([first, second].map((stream) => stream.waitFor((event) => event.event === 'ready')));
    await grantCredits(a, user.account.id, 5);
    await first.waitFor(change('credits', null));
    await second.waitFor(change('credits', null));
    first.close();
    second.close();
  });

  it('a connection flagged for reconnect shows on the stream (connection health)', async () => {
    const user = await createUserWithBrand(a);
    const shop = `health-${Date.now().toString(36)}.myshopify.com`;
    const row = await connectThroughPopup(a, user, 'shopify', { shop });
    const stream = await openStream(b.base, { token: user.token, brandId: user.brand.id });
    await stream.waitFor((event) => event.event === 'ready');
    await a.control('POST', '/shopify/uninstall', { shop });
    await stream.waitFor(change('connections', user.brand.id));
    expect(row.brandId).toBe(user.brand.id);
    stream.close();
  });
});
