import { z } from 'zod';
import { defineEndpoint, defineEndpointGroup } from '@bizamply/contracts';
import { buildApp } from '../../apps/server/src/app.ts';
import { warmPool } from '../../apps/server/src/db/client.ts';
import { createJobQueue } from '../../apps/server/src/jobs/queue.ts';
import { registerEndpoints } from '../../apps/server/src/plugins/endpoints.ts';
import { failStartup, startRuntime } from '../../apps/server/src/runtime.ts';

/**
 * The API as main.ts builds it (no worker), plus one route that answers `{}` to a signed-in caller with a brand:
 * every hook, the session and brand check, the route's schemas and reply, and no work of its own. What it costs per
 * request is what our stack adds to an answer (bench/src/overhead.ts).
 */
const probe = defineEndpointGroup('bench', {
  empty: defineEndpoint({
    method: 'GET',
    path: '/api/bench/empty',
    auth: 'brand',
    summary: 'Nothing: what a brand route costs beyond its answer',
    response: z.object({ success: z.literal(true), data: z.object({}) }),
  }),
});

async function main(): Promise<void> {
  const runtime = await startRuntime({ log: () => {}, migrate: true });
  const { config, database } = runtime;
  const queue = await createJobQueue(database.pool);
  const app = await buildApp({ ...runtime, queue });
  registerEndpoints(app, probe, { empty: async () => ({ success: true as const, data: {} }) });
  await warmPool(database.pool, config.DATABASE_POOL_SIZE);
  await app.listen({ port: config.PORT, host: config.HOST });
  process.stdout.write(`probe ready at http://localhost:${config.PORT}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

main().catch(failStartup);
