import type { FastifyInstance } from 'fastify';
import { platformSchema } from '@bizamply/contracts';
import type { SimulatorContext } from './common/context.ts';
import { SIMULATOR_PLATFORMS } from './platforms.ts';

/** How many items a platform holds for an account: tests compare an import against it ("to the end"). */
async function countItems(context: SimulatorContext, platform: string, key: string): Promise<number | null> {
  const simulated = SIMULATOR_PLATFORMS.find((entry) => entry.id === platform);
  return simulated?.countItems ? simulated.countItems(context, key) : null;
}

export function statsControl(app: FastifyInstance, context: SimulatorContext): void {
  app.get<{ Params: { platform: string }; Querystring: { account?: string } }>(
    '/stats/:platform',
    async (request, reply) => {
      const platform = platformSchema.safeParse(request.params.platform);
      const account = request.query.account;
      if (!platform.success || !account || account.length > 255)
        return reply.status(400).send({ error: 'platform and account are required' });
      const items = await countItems(context, platform.data, account);
      return items === null
        ? reply.status(404).send({ error: 'no item list for this platform' })
        : { platform: platform.data, account, items };
    },
  );
}
