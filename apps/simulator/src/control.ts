import type { FastifyPluginAsync } from 'fastify';
import { platformSchema, simFaultSchema, PLATFORMS } from '@bizamply/contracts';
import type { SimulatorContext } from './index.ts';

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
};
