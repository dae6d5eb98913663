import client from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestHistogram } from './request-histogram.ts';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const OBSERVED: [string, string, number, number][] = [
  ['GET', '/api/dashboard/stats', 200, 0.001],
  ['GET', '/api/dashboard/stats', 200, 0.005],
  ['GET', '/api/dashboard/stats', 200, 0.0051],
  ['POST', '/auth/login', 401, 0.3],
  ['GET', '/api/dashboard/stats', 304, 2.5],
  ['GET', 'unmatched', 404, 7],
  ['GET', '/api/dashboard/stats', 200, 0.7],
];

describe('RequestHistogram', () => {
  it("exports what prom-client's Histogram exports for the same observations, as text and as JSON", async () => {
    const theirs = new client.Registry();
    const reference = new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: BUCKETS,
      registers: [theirs],
    });
    const ours = new client.Registry();
    const histogram = new RequestHistogram('http_request_duration_seconds', 'HTTP request duration by route', BUCKETS);
    ours.registerMetric(histogram as never);
    for (const [method, route, status, seconds] of OBSERVED) {
      reference.labels({ method, route, status: String(status) }).observe(seconds);
      histogram.observe(method, route, status, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
    ours.resetMetrics();
    theirs.resetMetrics();
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
