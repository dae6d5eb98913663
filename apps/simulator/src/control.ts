import type { FastifyPluginAsync } from 'fastify';
import { platformSchema, simFaultSchema, PLATFORMS } from '@bizamply/contracts';
import { z } from 'zod';
import type { SimulatorContext } from './common/context.ts';
import { SIMULATOR_PLATFORMS } from './platforms.ts';
import { statsControl } from './stats.ts';

/** The simulator's control API: tests and demos steer the fake platforms through it. */
export const controlRoutes: FastifyPluginAsync<{ context: SimulatorContext }> = async (app, { context }) => {
  app.get('/health', async () => ({ ok: true, platforms: PLATFORMS }));

  app.get('/faults', async () => ({ faults: context.faults.list() }));

  app.post('/faults', async (request, reply) => {
    const parsed = simFaultSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply
        .status(400)
        .send({ error: 'invalid fault', issues: parsed.error.issues.map((issue) => issue.message) });
    }
    context.faults.inject(parsed.data);
    return reply.status(201).send({ fault: parsed.data });
  });

  app.delete('/faults', async (request) => {
    const platform = platformSchema.safeParse((request.query as Record<string, unknown>)['platform']);
    context.faults.clear(platform.success ? platform.data : undefined);
    return { faults: context.faults.list() };
  });

  /** The durable log of every reply the platforms received (reliability tests count on it). */
  app.get('/replies', async (request) => {
    const query = request.query as Record<string, unknown>;
    const platform = platformSchema.safeParse(query['platform']);
    const account = typeof query['account'] === 'string' ? query['account'] : undefined;
    return {
      replies: await context.store.listReplies({ platform: platform.success ? platform.data : undefined, account }),
    };
  });

  /** Comments hidden on the platforms (Instagram `hide`, Facebook `is_hidden`, TikTok comment/hide). */
  app.get('/moderation', async (request, reply) => {
    const platform = platformSchema.safeParse((request.query as Record<string, unknown>)['platform']);
    if (!platform.success) return reply.status(400).send({ error: 'platform is required' });
    return { hidden: [...(await context.store.hiddenIds(platform.data))] };
  });

  /** Revokes every token of an account (the merchant disconnected us on the platform's side). */
  app.post('/tokens/revoke', async (request, reply) => {
    const parsed = z.object({ platform: platformSchema, account: z.string().min(1).max(255) }).safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'platform and account are required' });
    return { revoked: await context.store.revokeTokens(parsed.data.platform, parsed.data.account) };
  });

  for (const platform of SIMULATOR_PLATFORMS) platform.control?.(app, context);
  statsControl(app, context);
};
