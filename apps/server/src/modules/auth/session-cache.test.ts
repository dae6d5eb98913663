import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { brands, users } from '../../db/schema/index.ts';
import {
  buildSecondApp,
  buildTestApp,
  createUserWithBrand,
  type TestApp,
  type TestRequest,
} from '../../../test/app.ts';
import { createSessionCache, type ResolvedSession, type SessionCache } from './session-cache.ts';

/**
 * Two app instances on one database, each with its own caller cache (as two servers): a change made through one,
 * or straight in the database, is refused by the other at its next request once PostgreSQL's notice arrived.
 */
let t: TestApp;
let cache: SessionCache;
let other: FastifyInstance;
let otherRequest: TestRequest;

beforeAll(async () => {
  t = await buildTestApp();
  cache = createSessionCache({ connectionString: t.database.connectionString, log: { warn: () => {} } });
  ({ app: other, request: otherRequest } = await buildSecondApp(t, { sessionCache: cache }));
  await cache.ready();
});
afterAll(async () => {
  await other.close();
  await cache.close();
  await t.close();
});

const dashboard = (request: TestRequest, token: string, brandId: string) =>
  request({ method: 'GET', url: '/api/dashboard/stats?timeRange=7d', token, brandId });

/** A caller the other instance has answered (and cached) once. */
async function cachedCaller() {
  const caller = await createUserWithBrand(t);
  expect((await dashboard(otherRequest, caller.token, caller.brand.id)).statusCode).toBe(200);
  expect((await dashboard(otherRequest, caller.token, caller.brand.id)).statusCode).toBe(200);
  return caller;
}

/** Revokes a session with its triggers off (session_replication_role=replica): no notice is sent. */
async function revokeSilently(sessionId: string) {
  const client = await t.database.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL session_replication_role = replica`);
    await client.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1`, [sessionId]);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
}

describe('the caller cache across two servers', () => {
  it('serves a known caller without asking: a session revoked with notices switched off still answers', async () => {
    const caller = await cachedCaller();
    // Without the trigger nobody is told: only the cache can answer 200.
    await revokeSilently(caller.sessionId);
    expect((await dashboard(otherRequest, caller.token, caller.brand.id)).statusCode).toBe(200);
    // The server that wrote nothing still asks PostgreSQL for a caller it has not cached.
    expect((await dashboard(t.request, caller.token, caller.brand.id)).statusCode).toBe(401);
  });

  it('a sign-out on one server is refused on the other at its next request', async () => {
    const caller = await cachedCaller();
    const notice = cache.nextNotice();
    const logout = await t.request({ method: 'POST', url: '/auth/logout', token: caller.token, payload: {} });
    expect(logout.statusCode).toBe(200);
    await notice;
    expect((await dashboard(otherRequest, caller.token, caller.brand.id)).statusCode).toBe(401);
  });

  it('a deactivated user, a changed role and a deleted brand are seen at once', async () => {
    const caller = await cachedCaller();
    const customers = () => otherRequest({ method: 'GET', url: '/api/admin/customers', token: caller.token });
    expect((await customers()).statusCode).toBe(403);
    let notice = cache.nextNotice();
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, caller.user.id));
    await notice;
    expect((await customers()).statusCode).toBe(200);

    notice = cache.nextNotice();
    await t.database.db.delete(brands).where(eq(brands.id, caller.brand.id));
    await notice;
    expect((await dashboard(otherRequest, caller.token, caller.brand.id)).statusCode).toBe(404);

    notice = cache.nextNotice();
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, caller.user.id));
    await notice;
    const status = await otherRequest({ method: 'GET', url: '/auth/status', token: caller.token });
    expect(status.json()).toMatchObject({ authenticated: false });
  });

  it('a last-seen touch tells nobody', async () => {
    const caller = await cachedCaller();
    const first = cache.nextNotice();
    await t.database.pool.query(`UPDATE sessions SET last_seen_at = now() - interval '1 hour' WHERE id = $1`, [
      caller.sessionId,
    ]);
    // Notices arrive in commit order on one connection: the first one after the touch is this marker.
    await t.database.pool.query(`SELECT pg_notify('bizamply_sessions', 'marker')`);
    expect(await first).toBe('marker');
    expect((await dashboard(otherRequest, caller.token, caller.brand.id)).statusCode).toBe(200);
  });

  it('a server that lost its LISTEN connection forgets what it cached and asks again', async () => {
    const caller = await cachedCaller();
    await t.database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'bizamply-sessions' AND datname = current_database()`,
    );
    await expect.poll(() => cache.active()).toBe(false);
    await revokeSilently(caller.sessionId);
    expect((await dashboard(otherRequest, caller.token, caller.brand.id)).statusCode).toBe(401);
    await cache.ready();
  });
});

describe("a write forgets its writer's account's cached callers, not everyone's", () => {
  it("a signed-in user's write forgets that account's entries and keeps other accounts'", async () => {
    const writer = await cachedCaller();
    const bystander = await cachedCaller();
    await revokeSilently(writer.sessionId);
    await revokeSilently(bystander.sessionId);
    const update = await otherRequest({
      method: 'PUT',
      url: '/api/profile',
      token: writer.token,
      brandId: writer.brand.id, // the key its dashboard call was cached under
      payload: { firstName: 'Writer', lastName: 'Person' },
    });
    // The writer's own request came from the cache; its answer forgot the writer's account's entries.
    expect(update.statusCode).toBe(200);
    expect((await dashboard(otherRequest, writer.token, writer.brand.id)).statusCode).toBe(401);
    // Nobody told this server about the bystander's session: only the cache can still answer 200.
    expect((await dashboard(otherRequest, bystander.token, bystander.brand.id)).statusCode).toBe(200);
  });

  it("a platform administrator's write forgets every entry: it may reach any account", async () => {
    const administrator = await cachedCaller();
    const notice = cache.nextNotice();
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, administrator.user.id));
    await notice;
    const customers = () => otherRequest({ method: 'GET', url: '/api/admin/customers', token: administrator.token });
    expect((await customers()).statusCode).toBe(200);
    const customer = await cachedCaller();
    await revokeSilently(customer.sessionId);
    const update = await otherRequest({
      method: 'PUT',
      url: '/api/profile',
      token: administrator.token,
      payload: { firstName: 'Admin', lastName: 'Person' },
    });
    expect(update.statusCode).toBe(200);
    expect((await dashboard(otherRequest, customer.token, customer.brand.id)).statusCode).toBe(401);
  });

  it("a platform's webhook (a machine route) forgets nothing, whatever its answer", async () => {
    const caller = await cachedCaller();
    await revokeSilently(caller.sessionId);
    const delivery = await other.inject({
      method: 'POST',
      url: '/webhooks/judgeme',
      headers: { 'content-type': 'application/json' },
      payload: '{"review":{}}',
    });
    expect(delivery.statusCode).toBe(401); // unsigned: refused, nothing stored
    expect((await dashboard(otherRequest, caller.token, caller.brand.id)).statusCode).toBe(200);
  });

  it('an anonymous write (a sign-in attempt) forgets every entry: its writer may hold a session in another tab', async () => {
    const caller = await cachedCaller();
    await revokeSilently(caller.sessionId);
    const login = await otherRequest({
      method: 'POST',
      url: '/auth/login',
      payload: { email: caller.user.email, password: 'not the password' },
    });
    expect(login.statusCode).toBe(401);
    expect((await dashboard(otherRequest, caller.token, caller.brand.id)).statusCode).toBe(401);
  });
});

/** Session loads the test finishes by hand; `started.length` is how many times the session query would have run. */
function manualLoads() {
  const started: { finish: (found: ResolvedSession) => void; fail: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<ResolvedSession | null>((finish, fail) => {
      started.push({ finish, fail });
    });
  return { load, started };
}

const caller = (): ResolvedSession => ({
  principal: {
    sessionId: randomUUID(),
    userId: randomUUID(),
    accountId: randomUUID(),
    email: 'someone@example.test',
    role: 'user',
    status: 'active',
    firstimeSetup: 1,
    emailVerified: true,
  },
  brandId: null,
  expiresAtMs: Date.now() + 3_600_000,
});

/** Sends a notice naming nobody cached and waits until this process has handled it. */
async function unrelatedNotice() {
  const notice = cache.nextNotice();
  await t.database.pool.query(`SELECT pg_notify('bizamply_sessions', $1)`, [`s:${randomUUID()}`]);
  await notice;
}

describe('concurrent misses of one token share one load', () => {
  it('callers arriving during a load get its answer, and the next one is served from the cache', async () => {
    const token = randomUUID();
    const { load, started } = manualLoads();
    const answers = [
      cache.resolve(token, 'b1', load),
      cache.resolve(token, 'b1', load),
      cache.resolve(token, 'b1', load),
    ];
    expect(started).toHaveLength(1);
    const found = caller();
    started[0]?.finish(found);
    expect(await Promise.all(answers)).toEqual([found, found, found]);
    expect(await cache.resolve(token, 'b1', load)).toBe(found);
    expect(started).toHaveLength(1);
  });

  it('shares nothing across tokens or brands', async () => {
    const [token, otherToken] = [randomUUID(), randomUUID()];
    const { load, started } = manualLoads();
    const answers = [
      cache.resolve(token, 'b1', load),
      cache.resolve(token, 'b2', load),
      cache.resolve(token, null, load),
      cache.resolve(otherToken, 'b1', load),
    ];
    expect(started).toHaveLength(4);
    const found = started.map(() => caller());
    started.forEach((pending, index) => pending.finish(found[index] as ResolvedSession));
    expect(await Promise.all(answers)).toEqual(found);
  });

  it('a caller arriving after a notice loads afresh, and the load that saw the notice is not kept', async () => {
    const token = randomUUID();
    const { load, started } = manualLoads();
    const beforeNotice = cache.resolve(token, 'b1', load);
    await unrelatedNotice();
    const afterNotice = cache.resolve(token, 'b1', load);
    expect(started).toHaveLength(2);
    const [stale, fresh] = [caller(), caller()];
    started[0]?.finish(stale);
    expect(await beforeNotice).toBe(stale);
    // Not kept: the next caller joins the fresh load rather than reading the pre-notice answer.
    const next = cache.resolve(token, 'b1', load);
    expect(started).toHaveLength(2);
    started[1]?.finish(fresh);
    expect([await afterNotice, await next]).toEqual([fresh, fresh]);
  });

  it.each([
    ['forgetAll', () => cache.forgetAll()],
    ['forgetAccount', () => cache.forgetAccount(randomUUID())],
  ])('after %s during a load, later callers do not join it', async (_name, forget) => {
    const token = randomUUID();
    const { load, started } = manualLoads();
    const first = cache.resolve(token, 'b1', load);
    forget();
    const second = cache.resolve(token, 'b1', load);
    expect(started).toHaveLength(2);
    const [old, fresh] = [caller(), caller()];
    started[0]?.finish(old);
    started[1]?.finish(fresh);
    expect([await first, await second]).toEqual([old, fresh]);
    expect(await cache.resolve(token, 'b1', load)).toBe(fresh);
  });

  it('a failed load rejects everyone waiting on it, keeps nothing, and the next caller loads again', async () => {
    const token = randomUUID();
    const { load, started } = manualLoads();
    const answers = [cache.resolve(token, 'b1', load), cache.resolve(token, 'b1', load)];
    expect(started).toHaveLength(1);
    started[0]?.fail(new Error('database down'));
    for (const answer of answers) await expect(answer).rejects.toThrow('database down');
    const retry = cache.resolve(token, 'b1', load);
    expect(started).toHaveLength(2);
    const found = caller();
    started[1]?.finish(found);
    expect(await retry).toBe(found);
  });

  it('without a LISTEN connection nothing is shared: every caller runs its own load', async () => {
    const deaf = createSessionCache({ connectionString: 'postgres://127.0.0.1:1/none', log: { warn: () => {} } });
    try {
      const { load, started } = manualLoads();
      const answers = [deaf.resolve('token', 'b1', load), deaf.resolve('token', 'b1', load)];
      expect(started).toHaveLength(2);
      started.forEach((pending) => pending.finish(caller()));
      await Promise.all(answers);
    } finally {
      await deaf.close();
    }
  });
});
