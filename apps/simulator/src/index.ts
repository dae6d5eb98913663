import type { FastifyPluginAsync } from 'fastify';
import { platformSchema, PLATFORMS, type Platform } from '@bizamply/contracts';
import { applyFault, FaultBook } from './faults.ts';
import { controlRoutes } from './control.ts';

export interface SimulatorOptions {
  /** The origin our server is reached at, so emitted webhooks and OAuth redirects find it. */
  publicUrl: string;
}

export interface SimulatorContext {
  faults: FaultBook;
  options: SimulatorOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    simulator: SimulatorContext;
  }
}

function platformOf(url: string): Platform | null {
  const segment = url.split('?')[0]?.split('/')[2];
  const parsed = platformSchema.safeParse(segment);
  return parsed.success ? parsed.data : null;
}

/**
 * The platform simulator: every third party's side of the wire, mounted at /sim. Register it with
 * `prefix: '/sim'`. Platform routes live under /sim/<platform>/…; the control API under /sim/control/….
 */
export const simulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const context: SimulatorContext = { faults: new FaultBook(), options };
  app.decorate('simulator', context);

  app.addHook('onRequest', async (request, reply) => {
    const platform = platformOf(request.url);
    if (!platform) return;
    const fault = context.faults.take(platform);
    if (fault) await applyFault(reply, platform, fault);
  });

  await app.register(controlRoutes, { prefix: '/control', context });
  for (const platform of PLATFORMS) {
    app.get(`/${platform}/ping`, async () => ({ platform, ok: true }));
  }
};

export { FaultBook } from './faults.ts';
