import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUserWithBrand, type TestApp } from '../app.ts';
import { reliabilityScale } from './report.ts';
import { report } from './world.ts';

/**
 * Issue 15, third pass: servers cache the caller of a token (modules/auth/session-cache.ts). Under a steady stream
 * of cached requests, no request sent after a sign-out or a ban returned may get a 200 — not one, in any round.
 */
let t: TestApp;
const failures: string[] = [];
let checks = 0;
const started = Date.now();
const ROUNDS = reliabilityScale() === 'full' ? 60 : 12;
const LANES = 8;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  report({
    part: 'n. session revocation with the caller cache',
    checks,
    failures: failures.length,
    seconds: (Date.now() - started) / 1000,
    detail: failures.length ? `first: ${failures[0]}` : `${ROUNDS} sign-outs and bans under ${LANES} request lanes`,
  });
  await t.close();
});

interface Seen {
  sentAt: number;
  status: number;
}

/** Keeps `LANES` requests of the caller in flight until `stop()`, recording when each was sent and its status. */
function hammer(token: string, brandId: string) {
  const seen: Seen[] = [];
  let running = true;
  const lane = async () => {
    while (running) {
      const sentAt = performance.now();
      const response = await t.request({ method: 'GET', url: '/api/dashboard/stats?timeRange=7d', token, brandId });
      seen.push({ sentAt, status: response.statusCode });
    }
  };
  const lanes = Array.from({ length: LANES }, lane);
  return {
    seen,
    async stop() {
      running = false;
      await Promise.all(lanes);
    },
  };
}

async function expectEndsAtOnce(revoke: (caller: Awaited<ReturnType<typeof createUserWithBrand>>) => Promise<number>) {
  for (let round = 0; round < ROUNDS; round += 1) {
    const caller = await createUserWithBrand(t);
    const load = hammer(caller.token, caller.brand.id);
    while (load.seen.filter((entry) => entry.status === 200).length < LANES * 2) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const revokeStatus = await revoke(caller);
    const revokedAt = performance.now();
    while (load.seen.filter((entry) => entry.sentAt > revokedAt).length < LANES * 2) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    await load.stop();
    const after = load.seen.filter((entry) => entry.sentAt > revokedAt);
    checks += after.length + 1;
    if (revokeStatus !== 200) failures.push(`round ${round}: the revocation answered ${revokeStatus}`);
    const served = after.filter((entry) => entry.status === 200).length;
    if (served > 0) failures.push(`round ${round}: ${served} of ${after.length} requests after the revocation got 200`);
  }
}

describe('a revoked caller never gets a 200 after the revocation returned', () => {
  it('after a sign-out', async () => {
    await expectEndsAtOnce(async (caller) => {
      const logout = await t.request({ method: 'POST', url: '/auth/logout', token: caller.token, payload: {} });
      return logout.statusCode;
    });
    expect(failures).toEqual([]);
  });

  it('after an administrator bans the user', async () => {
    const admin = await createUserWithBrand(t, { role: 'admin' });
    await expectEndsAtOnce(async (caller) => {
      const ban = await t.request({
        method: 'POST',
        url: `/api/admin/customers/${caller.user.id}/ban`,
        token: admin.token,
        payload: {},
      });
      return ban.statusCode;
    });
    expect(failures).toEqual([]);
  });
});
