import crypto from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@bizamply/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { RATE_RULES } from '../../src/modules/rate-limit/rate-limit.service.ts';
import { createUserWithBrand, type TestApp } from '../app.ts';
import { createTestDatabase } from '../database.ts';
import { startNode } from './child-process.ts';
import { reliabilityScale } from './report.ts';
import { httpClient } from './sending-app.ts';
import { freePort } from '../listening-app.ts';
import { errorShapeProblem, report } from './world.ts';

const full = reliabilityScale() === 'full';
/** Jobs put on the queue at once, for the two worker processes to share. */
const JOBS = full ? 1_000 : 200;
// Asked of the OS: two checkouts running the suite at once never share one.
const ports: number[] = [];
let bases: string[] = [];
const PASSWORD = 'Scale#Out2026!';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
// The seed helpers only touch `database`: the servers and workers here are real processes.
let seeds: TestApp;
const processes: ReturnType<typeof startNode>[] = [];
let workers: ReturnType<typeof startNode>[] = [];
let csrfToken = '';
const started = Date.now();
const summary = { checks: 0, failures: [] as string[], details: [] as string[] };

const commonEnv = () => ({
  DATABASE_URL: database.connectionString,
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  PLATFORM_MODE: 'simulator',
  WEB_DIST_DIR: '/nonexistent-web-dist',
});

const startServer = (index: number) =>
  startNode(
    path.resolve(import.meta.dirname, '../../src/main.ts'),
    [],
    {
      ...commonEnv(),
      PORT: String(ports[index]),
      HOST: '127.0.0.1',
      PUBLIC_URL: bases[index] as string,
      SEED_DEMO: '0',
      WORKER_IN_PROCESS: '0',
      // Rate limits are per client address: X-Forwarded-For lets one client be the same address on both.
      TRUST_PROXY: '1',
      DATABASE_POOL_SIZE: '6',
      DATA_DIR: `.data-test/scale-out-server-${index}`,
    },
    'ready at',
  );

const startWorker = (index: number) =>
  startNode(
    path.resolve(import.meta.dirname, '../../src/worker.ts'),
    [],
    {
      ...commonEnv(),
      // The worker reaches the platforms (here the simulator) through a server's public address.
      PUBLIC_URL: bases[index] as string,
      WORKER_CONCURRENCY: '4',
      DATA_DIR: `.data-test/scale-out-worker-${index}`,
    },
    'processing jobs',
  );

beforeAll(async () => {
  ports.push(await freePort(), await freePort());
  bases = ports.map((port) => `http://127.0.0.1:${port}`);
  database = await createTestDatabase();
  seeds = { database } as unknown as TestApp;
  // Server A first (it creates the simulator's tables), then server B and both workers at once.
  const first = startServer(0);
  processes.push(first);
  await first.ready;
  workers = [startWorker(0), startWorker(1)];
  const second = startServer(1);
  processes.push(second, ...workers);
  await Promise.all([second.ready, ...workers.map((worker) => worker.ready)]);
  const answer = (await (await fetch(`${bases[0]}/auth/csrf-token`)).json()) as { csrfToken: string };
  csrfToken = answer.csrfToken;
}, 180_000);

afterAll(async () => {
  if (summary.checks > 0) {
    const failures = summary.failures;
    report({
      part: 'g. scale-out: 2 servers + 2 workers',
      checks: summary.checks,
      failures: failures.length,
      seconds: (Date.now() - started) / 1000,
      detail: `${summary.details.join('; ')}${failures.length ? `; FAILED: ${failures.join('; ')}` : ''}`,
    });
  }
  await Promise.all(processes.map((child) => child.stop()));
  await database?.close();
});

/** A failed check is recorded for the report and then asserted, so the run fails with the same words. */
function check(failures: string[], ok: boolean, problem: string) {
  summary.checks += 1;
  if (!ok) failures.push(problem);
}

/** POST /auth/login on one server as the client at `ip` (the CSRF pair was handed out by server A). */
async function login(server: number, email: string, password: string, ip: string) {
  const response = await fetch(`${bases[server]}/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': csrfToken,
      cookie: `csrf_token=${csrfToken}`,
      'x-forwarded-for': ip,
    },
    body: JSON.stringify({ email, password }),
  });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? undefined, text };
}

describe('two HTTP servers and two job workers on one PostgreSQL', () => {
  it('a session made on one server works on the other, and ends everywhere when revoked on either', async () => {
    const failures: string[] = [];
    const user = await createUserWithBrand(seeds);
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, user.user.id));
    const servers = await Promise.all(bases.map((base) => httpClient(base)));
    const on = (server: number) => servers[server] as (typeof servers)[number];
    const brandsOn = async (server: number, token: string) => on(server)('GET', '/api/brands', { token });
    const statusOn = async (server: number, token: string) => on(server)('GET', '/auth/status', { token });

    for (const [made, used] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const signIn = await login(made, user.user.email, PASSWORD, '192.0.2.10');
      check(failures, signIn.status === 200, `sign-in on server ${made} answered ${signIn.status}`);
      const { token } = JSON.parse(signIn.text) as { token: string };
      const status = await statusOn(used, token);
      check(
        failures,
        status.body?.authenticated === true && status.body?.user?.email === user.user.email,
        `a session from server ${made} is unknown on server ${used}: ${JSON.stringify(status.body)}`,
      );
      const brands = await brandsOn(used, token);
      check(
        failures,
        brands.status === 200 &&
          brands.body?.brands?.some((brand: { brandId: string }) => brand.brandId === user.brand.id),
        `GET /api/brands on server ${used} with a session from ${made}: ${brands.status}`,
      );
      // Signing out on the server that did not make the session ends it on the one that did.
      const logout = await on(used)('POST', '/auth/logout', { token, payload: {} });
      check(failures, logout.status === 200, `logout on server ${used} answered ${logout.status}`);
      const after = await brandsOn(made, token);
      check(failures, after.status === 401, `after logout on ${used}, server ${made} still answers ${after.status}`);
      const afterStatus = await statusOn(made, token);
      check(failures, afterStatus.body?.authenticated === false, `server ${made} still knows the revoked session`);
    }
    summary.details.push('sessions: made on A used on B and back, logout on either ends it on both');
    summary.failures.push(...failures);
    expect(failures).toEqual([]);
  });

  it(`every one of ${JOBS} jobs runs exactly once, shared by both workers`, async () => {
    const failures: string[] = [];
    const runId = crypto.randomBytes(4).toString('hex');
    const subject = `Scale-out ${runId}`;
    const enqueuedAt = Date.now();
    const { rows: jobs } = await database.pool.query<{ id: string }>(
      `SELECT (graphile_worker.add_job('mail:send', json_build_object(
         'to', 'scale-' || n || '-' || $1::text || '@example.com', 'subject', $2::text, 'text', 'once'))).id::text AS id
       FROM generate_series(1, $3::int) AS n`,
      [runId, subject, JOBS],
    );
    const count = async (query: string, values: unknown[]) =>
      (await database.pool.query<{ count: number }>(query, values)).rows[0]?.count ?? 0;
    let delivered = 0;
    let queued = JOBS;
    const deadline = Date.now() + (full ? 180_000 : 60_000);
    while ((delivered < JOBS || queued > 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      delivered = await count(`SELECT count(*)::int AS count FROM dev_mailbox WHERE subject = $1`, [subject]);
      queued = await count(`SELECT count(*)::int AS count FROM graphile_worker.jobs WHERE id = ANY($1::bigint[])`, [
        jobs.map((job) => job.id),
      ]);
    }
    const drainSeconds = (Date.now() - enqueuedAt) / 1000;
    // Let a duplicate run (if there were one) land and its log line arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const perRecipient = await database.pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM dev_mailbox WHERE subject = $1 GROUP BY to_address`,
      [subject],
    );
    const twice = perRecipient.rows.filter((row) => row.count !== 1).length;
    check(failures, perRecipient.rows.length === JOBS, `${perRecipient.rows.length} of ${JOBS} mails delivered`);
    check(failures, twice === 0, `${twice} mails delivered more than once`);
    check(failures, queued === 0, `${queued} jobs still on the queue`);

    // Each worker's own log of the jobs it completed: every id once, across both processes.
    const ours = new Set(jobs.map((job) => job.id));
    const ranBy = workers.map((worker) =>
      [...worker.output().matchAll(/Completed task (\d+) \(mail:send, [^)]*?(, attempt \d+ of \d+)?\)/g)].filter(
        (match) => ours.has(match[1] as string),
      ),
    );
    const runs = new Map<string, number>();
    for (const match of ranBy.flat()) runs.set(match[1] as string, (runs.get(match[1] as string) ?? 0) + 1);
    const ranTwice = [...runs.values()].filter((times) => times > 1).length;
    const retried = ranBy.flat().filter((match) => match[2]).length;
    check(failures, runs.size === JOBS, `${runs.size} of ${JOBS} jobs completed in the workers' logs`);
    summary.checks += JOBS;
    check(failures, ranTwice === 0, `${ranTwice} jobs completed by more than one run`);
    check(failures, retried === 0, `${retried} jobs needed a retry`);
    const [one = 0, other = 0] = ranBy.map((list) => list.length);
    check(failures, one > 0 && other > 0, `the workers ran ${one} and ${other} jobs: one of them took no part`);
    summary.details.push(
      `${JOBS} jobs drained in ${drainSeconds.toFixed(1)} s, worker 1 ran ${one} and worker 2 ran ${other}, ${JOBS - twice} mails once each`,
    );
    summary.failures.push(...failures);
    expect(failures).toEqual([]);
  }, 240_000);

  it('login rate limits count attempts on both servers together', async () => {
    const failures: string[] = [];
    const perPair = RATE_RULES.loginPerIpAndEmail.limit;
    const perIp = RATE_RULES.loginPerIp.limit;
    const refused = (answer: Awaited<ReturnType<typeof login>>) => {
      if (answer.status !== 429) return false;
      const shape = errorShapeProblem(429, answer.contentType, answer.text);
      const body = JSON.parse(answer.text) as { code?: string; message?: string };
      return !shape && body.code === 'RATE_LIMIT_EXCEEDED' && body.message === AUTH_MESSAGES.loginRateLimited;
    };
    const sequence = async (
      server: (attempt: number) => number,
      ip: string,
      email: (attempt: number) => string,
      n: number,
    ) => {
      const answers: string[] = [];
      for (let attempt = 0; attempt < n; attempt += 1) {
        const answer = await login(server(attempt), email(attempt), 'wrong-password', ip);
        answers.push(refused(answer) ? '429' : String(answer.status));
      }
      return answers;
    };
    const expected = (allowed: number, total: number) =>
      Array.from({ length: total }, (_, index) => (index < allowed ? '401' : '429'));
    const tag = crypto.randomBytes(3).toString('hex');

    // The same client and address: on server A alone, then alternating A, B, A, B…
    const single = await sequence(
      () => 0,
      '198.51.100.1',
      () => `single-${tag}@example.com`,
      perPair + 2,
    );
    const both = await sequence(
      (n) => n % 2,
      '198.51.100.2',
      () => `both-${tag}@example.com`,
      perPair + 2,
    );
    check(failures, single.join() === expected(perPair, perPair + 2).join(), `one server: ${single.join(' ')}`);
    check(failures, both.join() === single.join(), `two servers: ${both.join(' ')}, one server: ${single.join(' ')}`);
    // The per-address limit, with a new e-mail address on every attempt.
    const spread = await sequence(
      (n) => n % 2,
      '198.51.100.3',
      (n) => `spread-${n}-${tag}@example.com`,
      perIp + 1,
    );
    check(
      failures,
      spread.join() === expected(perIp, perIp + 1).join(),
      `per address on two servers: ${spread.join(' ')}`,
    );

    // Bursts at once, alternating between the servers: the shared counters let exactly the limit through.
    // Each burst stays within every other rule (an attempt counts on all three; the one that is late on any
    // counter past its limit is rightly refused), and away from a one-minute slice boundary.
    const sliceMs = RATE_RULES.loginPerIpAndEmail.windowMs / 15;
    if (Date.now() % sliceMs > sliceMs - 5_000)
      await new Promise((resolve) => setTimeout(resolve, sliceMs - (Date.now() % sliceMs) + 100));
    const burst = async (size: number, ip: string, email: (attempt: number) => string, limit: number) => {
      const answers = await Promise.all(
        Array.from({ length: size }, (_, attempt) => login(attempt % 2, email(attempt), 'wrong-password', ip)),
      );
      const through = answers.filter((answer) => answer.status === 401).length;
      const denied = answers.filter(refused).length;
      const statuses = answers.map((answer) => answer.status).join(' ');
      check(failures, through === limit, `${through} of ${size} simultaneous attempts let through (limit ${limit})`);
      check(failures, denied === size - limit, `${denied} of ${size} refused in the common shape: ${statuses}`);
      summary.checks += size;
      return through;
    };
    const pairBurst = RATE_RULES.loginPerEmail.limit;
    const pairThrough = await burst(pairBurst, '198.51.100.4', () => `burst-${tag}@example.com`, perPair);
    const ipBurst = perIp * 2;
    const ipThrough = await burst(ipBurst, '198.51.100.5', (n) => `wave-${n}-${tag}@example.com`, perIp);
    summary.checks += single.length + both.length + spread.length;
    summary.details.push(
      `rate limits: attempt ${perPair + 1} per address+e-mail and ${perIp + 1} per address refused (429) alternating A/B exactly as on one server; simultaneous bursts on both: ${pairThrough} of ${pairBurst} let through per address+e-mail, ${ipThrough} of ${ipBurst} per address`,
    );
    summary.failures.push(...failures);
    expect(failures).toEqual([]);
  });
});
