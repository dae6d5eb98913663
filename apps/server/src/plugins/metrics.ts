import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import { GENERAL_MESSAGES } from '@bizamply/contracts';
import { safeEqual } from '../lib/secrets.ts';
import { sendError } from './errors.ts';

export interface MetricsAccess {
  /** METRICS_TOKEN: when set, /metrics answers only `Authorization: Bearer <token>`. */
  token: string | undefined;
  /** Staging and production: without a token /metrics is closed to everyone. */
  closedWithoutToken: boolean;
}

/** Prometheus metrics at /metrics: process defaults plus request counts and latency by route. */
export function registerMetrics(app: FastifyInstance, access: MetricsAccess): void {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  // One labelled series per method, route and status, looked up by one string instead of prom-client hashing the
  // three labels on every request.
  const series = new Map<string, client.Histogram.Internal<'method' | 'route' | 'status'>>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let observer = series.get(key);
    if (!observer) {
      observer = duration.labels({ method: request.method, route, status: String(reply.statusCode) });
      series.set(key, observer);
    }
    observer.observe(reply.elapsedTime / 1000);
    done();
  });

  const allowed = (authorization: string | undefined): boolean => {
    if (!access.token) return !access.closedWithoutToken;
    const match = /^Bearer (.+)$/.exec(authorization ?? '');
    return match?.[1] !== undefined && safeEqual(match[1], access.token);
  };

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request.headers.authorization)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendError(reply, 401, 'UNAUTHORIZED', GENERAL_MESSAGES.unauthorized);
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
