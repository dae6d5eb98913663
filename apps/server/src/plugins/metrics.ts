import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import { GENERAL_MESSAGES } from '@bizamply/contracts';
import { safeEqual } from '../lib/secrets.ts';
import { sendError } from './errors.ts';
import { RequestHistogram } from './request-histogram.ts';

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
  const duration = new RequestHistogram(
    'http_request_duration_seconds',
    'HTTP request duration by route',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  );
  registry.registerMetric(duration as never);
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
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
