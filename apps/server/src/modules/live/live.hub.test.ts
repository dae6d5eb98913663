import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUserWithBrand, type TestApp } from '../../../test/app.ts';
import { revokeSession } from '../auth/index.ts';
import { createLiveHub, type LiveHub, type LiveSink } from './live.hub.ts';
import { LIVE_CHANNEL, parseNotice } from './live.listener.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const hubs: LiveHub[] = [];
function hub(options: { congestionLimitMs?: number } = {}) {
  const created = createLiveHub({
    connectionString: t.database.connectionString,
    db: t.database.db,
    log: { warn: () => {} },
    heartbeatMs: 60_000,
    ...options,
  });
  hubs.push(created);
  return created;
}
afterAll(async () => {
  await Promise.all(hubs.map((created) => created.close()));
});

/** A stream's socket: records what was written; `full` makes writes report back-pressure. */
function recorder() {
  const chunks: string[] = [];
  const state = { full: false, ended: false, destroyed: false, drain: null as (() => void) | null };
  const sink: LiveSink = {
    write: (chunk) => {
      chunks.push(chunk);
      return !state.full;
    },
    onDrain: (callback) => {
      state.drain = callback;
    },
    end: () => {
      state.ended = true;
    },
    destroy: () => {
      state.destroyed = true;
    },
  };
  return { sink, chunks, state };
}

const ids = { account: '8a1f0c5e-0000-4000-8000-000000000001', brand: '8a1f0c5e-0000-4000-8000-0000000000b1' };
const changes = (chunks: string[]) => chunks.filter((chunk) => chunk.startsWith('event: change'));

async function eventually(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('change notices', () => {
  it('reads only well-formed notices of known kinds with uuid ids', () => {
    expect(parseNotice(JSON.stringify({ k: 'items', a: ids.account, b: ids.brand }))).toEqual({
      kind: 'items',
      accountId: ids.account,
      brandId: ids.brand,
    });
    expect(parseNotice(JSON.stringify({ k: 'credits', a: ids.account }))).toEqual({
      kind: 'credits',
      accountId: ids.account,
      brandId: null,
    });
    for (const junk of [
      '',
      'not json',
      '{"k":"items","a":"x"}',
      '{"k":"drop","a":"8a1f0c5e-0000-4000-8000-000000000001"}',
    ]) {
      expect(parseNotice(junk)).toBeNull();
    }
  });
});

describe('the hub', () => {
  it('sends a brand’s events to that brand’s streams only, and account-wide ones to every stream of the account', () => {
    const live = hub();
    const brandStream = recorder();
    const otherBrand = recorder();
    const stranger = recorder();
    const base = { userId: ids.account, sessionId: ids.account };
    live.subscribe({ ...base, accountId: ids.account, brandId: ids.brand, sink: brandStream.sink });
    live.subscribe({ ...base, accountId: ids.account, brandId: null, sink: otherBrand.sink });
    live.subscribe({ ...base, accountId: ids.brand, brandId: ids.brand, sink: stranger.sink });
    live.publish({ kind: 'items', accountId: ids.account, brandId: ids.brand });
    live.publish({ kind: 'credits', accountId: ids.account, brandId: null });
    expect(changes(brandStream.chunks)).toEqual([
      `event: change\ndata: {"kind":"items","brandId":"${ids.brand}"}\n\n`,
      'event: change\ndata: {"kind":"credits","brandId":null}\n\n',
    ]);
    expect(changes(otherBrand.chunks)).toEqual(['event: change\ndata: {"kind":"credits","brandId":null}\n\n']);
    expect(changes(stranger.chunks)).toEqual([]);
  });

  it('holds events while a socket is full, folds repeats, and delivers them once it drains', () => {
    const live = hub();
    const stream = recorder();
    live.subscribe({ accountId: ids.account, userId: 'u', sessionId: 's', brandId: ids.brand, sink: stream.sink });
    stream.state.full = true;
    live.publish({ kind: 'items', accountId: ids.account, brandId: ids.brand }); // written, then the buffer is full
    stream.state.full = false;
    for (let index = 0; index < 50; index += 1)
      live.publish({ kind: 'items', accountId: ids.account, brandId: ids.brand });
    live.publish({ kind: 'credits', accountId: ids.account, brandId: null });
    expect(changes(stream.chunks)).toHaveLength(1);
    stream.state.drain?.();
    expect(changes(stream.chunks)).toHaveLength(3);
  });

  it('cuts off a stream whose socket stays full (the client reconnects and refetches)', async () => {
    const live = hub({ congestionLimitMs: 0 });
    const stream = recorder();
    live.subscribe({ accountId: ids.account, userId: 'u', sessionId: 's', brandId: null, sink: stream.sink });
    stream.state.full = true;
    live.publish({ kind: 'credits', accountId: ids.account, brandId: null });
    await new Promise((resolve) => setTimeout(resolve, 5));
    live.tick();
    expect(stream.state.destroyed).toBe(true);
    expect(live.streamsOf('u')).toBe(0);
  });

  it('ends the streams of a session that was signed out', async () => {
    const user = await createUserWithBrand(t);
    const live = hub();
    const stream = recorder();
    const [session] = await t.database.pool
      .query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1', [user.user.id])
      .then((result) => result.rows);
    live.subscribe({
      accountId: user.account.id,
      userId: user.user.id,
      sessionId: session?.id ?? '',
      brandId: user.brand.id,
      sink: stream.sink,
    });
    live.tick();
    live.tick();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.state.ended).toBe(false);
    await revokeSession(t.database.db, session?.id ?? '');
    live.tick();
    live.tick();
    await eventually(() => stream.state.ended);
    expect(stream.chunks).toContain('event: end\ndata: {"reason":"session"}\n\n');
  });
});

describe('the LISTEN connection', () => {
  it('says `ready` only once this process is LISTENing, so no change can slip by before it', async () => {
    const live = hub();
    const stream = recorder();
    live.subscribe({ accountId: ids.account, userId: 'u', sessionId: 's', brandId: ids.brand, sink: stream.sink });
    const isReady = (chunk: string) => chunk.startsWith('event: ready');
    expect(stream.chunks.some(isReady)).toBe(false);
    await eventually(() => stream.chunks.some(isReady));
    expect(live.listening()).toBe(true);
    // Once listening, a new stream is ready at once.
    const next = recorder();
    live.subscribe({ accountId: ids.account, userId: 'u', sessionId: 's', brandId: null, sink: next.sink });
    expect(next.chunks).toEqual(['event: ready\ndata: {"brandId":null}\n\n']);
  });

  it('notifies at commit only: nothing for a rolled-back write, one event for a committed one', async () => {
    const user = await createUserWithBrand(t);
    const live = hub();
    const stream = recorder();
    live.subscribe({ accountId: user.account.id, userId: 'u', sessionId: 's', brandId: null, sink: stream.sink });
    await eventually(() => live.listening());
    const client = await t.database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO credit_accounts (account_id, total_credits) VALUES ($1, 5)
        ON CONFLICT (account_id) DO UPDATE SET total_credits = credit_accounts.total_credits + 5`,
        [user.account.id],
      );
      await client.query('ROLLBACK');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(changes(stream.chunks)).toEqual([]);
      await client.query('BEGIN');
      for (let index = 0; index < 3; index += 1) {
        await client.query(
          `INSERT INTO credit_accounts (account_id, total_credits) VALUES ($1, 5)
          ON CONFLICT (account_id) DO UPDATE SET total_credits = credit_accounts.total_credits + 5`,
          [user.account.id],
        );
      }
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    // Three updates in one transaction: PostgreSQL folds the identical notices into one.
    await eventually(() => changes(stream.chunks).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(changes(stream.chunks)).toEqual(['event: change\ndata: {"kind":"credits","brandId":null}\n\n']);
  });

  it('reconnects after the database dropped it, tells every stream to resync, and keeps delivering', async () => {
    const live = hub();
    const stream = recorder();
    live.subscribe({ accountId: ids.account, userId: 'u', sessionId: 's', brandId: ids.brand, sink: stream.sink });
    await eventually(() => live.listening());
    await t.database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'bizamply-live' AND datname = current_database()`,
    );
    await eventually(() => stream.chunks.includes('event: resync\ndata: {}\n\n'));
    await eventually(() => live.listening());
    await t.database.pool.query('SELECT pg_notify($1, $2)', [
      LIVE_CHANNEL,
      JSON.stringify({ k: 'items', a: ids.account, b: ids.brand }),
    ]);
    await eventually(() => changes(stream.chunks).length > 0);
  });
});
