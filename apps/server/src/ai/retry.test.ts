import { describe, expect, it } from 'vitest';
import { backoffDelayMs, retryDelayMs, serverRetryDelayMs, shouldRetry } from './retry.ts';

const headers = (values: Record<string, string>) => new Headers(values);

describe('the openai-node retry policy', () => {
  it('retries 408, 409, 429 and 5xx only, unless x-should-retry says otherwise', () => {
    const none = headers({});
    expect([408, 409, 429, 500, 502, 503].map((status) => shouldRetry(status, none, null))).toEqual(
      Array(6).fill(true),
    );
    expect([400, 401, 403, 404, 422].map((status) => shouldRetry(status, none, null))).toEqual(Array(5).fill(false));
    expect(shouldRetry(429, none, 'insufficient_quota')).toBe(false);
    expect(shouldRetry(400, headers({ 'x-should-retry': 'true' }), null)).toBe(true);
    expect(shouldRetry(503, headers({ 'x-should-retry': 'false' }), null)).toBe(false);
  });

  it('backs off exponentially from 0.5 s to at most 8 s, with up to 25 % jitter taken off', () => {
    expect([0, 1, 2, 3, 4, 5].map((retry) => backoffDelayMs(retry, () => 0))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000,
    ]);
    expect(backoffDelayMs(0, () => 1)).toBe(375);
    for (let index = 0; index < 100; index += 1) {
      const delay = backoffDelayMs(1);
      expect(delay).toBeGreaterThanOrEqual(750);
      expect(delay).toBeLessThanOrEqual(1000);
    }
  });

  it('honours retry-after-ms, then retry-after (seconds or an HTTP date), within 0–60 s', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(serverRetryDelayMs(headers({ 'retry-after-ms': '150', 'retry-after': '9' }), now)).toBe(150);
    expect(serverRetryDelayMs(headers({ 'retry-after': '2.5' }), now)).toBe(2500);
    expect(serverRetryDelayMs(headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:03 GMT' }), now)).toBe(3000);
    expect(serverRetryDelayMs(headers({ 'retry-after': '120' }), now)).toBeNull();
    expect(serverRetryDelayMs(headers({ 'retry-after': 'soon' }), now)).toBeNull();
    expect(retryDelayMs(2, headers({ 'retry-after': '600' }), () => 0)).toBe(2000);
  });
});
