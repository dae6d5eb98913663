import type { FastifyPluginAsync } from 'fastify';
import { PLATFORMS, SIMULATOR_APP_CREDENTIALS, SIMULATOR_OPERATOR } from '@bizamply/contracts';
import { applyFault, FaultBook } from './faults.ts';
import { controlRoutes } from './control.ts';
import type { SimulatorContext, SimulatorOptions } from './common/context.ts';
import { SimStore } from './store/db.ts';
import { DEMO_ACCOUNTS } from './store/demo.ts';
import type { SimulatorPlatform } from './common/platform.ts';
import { SIMULATOR_PLATFORMS } from './platforms.ts';
import { googleOidcPlugin } from './google/index.ts';
import { openAiSimulator } from './openai/index.ts';

export type { SimulatorContext, SimulatorOptions } from './common/context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    simulator: SimulatorContext;
  }
}

/** The simulated platform a request is for, by its path segment (or platform id: /sim/google is Google's). */
const PLATFORM_BY_SEGMENT = new Map<string, SimulatorPlatform>(
  SIMULATOR_PLATFORMS.flatMap((platform) => [
    [platform.id, platform],
    [platform.segment, platform],
  ]),
);

function platformOf(url: string): SimulatorPlatform | null {
  const segment = url.split('?')[0]?.split('/')[2] ?? '';
  return PLATFORM_BY_SEGMENT.get(segment) ?? null;
}

/** The demo's tokens (those the server's seed stores) and the operator tokens, valid from the start. */
async function registerKnownTokens(context: SimulatorContext): Promise<void> {
  for (const [platform, entries] of Object.entries(DEMO_ACCOUNTS)) {
    for (const entry of entries) {
      for (const token of entry.tokens) await context.store.issueToken(platform, entry.account, { prefix: '', token });
    }
  }
  for (const platform of SIMULATOR_PLATFORMS) {
    for (const { account, token, kind } of platform.startTokens?.(context) ?? []) {
      await context.store.issueToken(platform.id, account, { prefix: '', token, ...(kind ? { kind } : {}) });
    }
  }
}

/** The demo's accounts send their webhooks to this server from the start (the seed registers none). */
async function subscribeDemoAccounts(context: SimulatorContext): Promise<void> {
  for (const platform of SIMULATOR_PLATFORMS) {
    const hook = `${context.options.publicUrl}/webhooks/${platform.id}`;
    for (const { account, topic } of platform.demoSubscriptions?.() ?? []) {
      await context.store.subscribe(platform.id, account, topic, hook);
    }
  }
}

/**
 * The platform simulator: every third party's side of the wire, mounted at /sim. Register it with
 * `prefix: '/sim'`. Platform routes live under /sim/<platform>/…; the control API under /sim/control/….
 */
export const simulatorPlugin: FastifyPluginAsync<SimulatorOptions> = async (app, options) => {
  const store = new SimStore(options.pool);
  await store.init();
  const context: SimulatorContext = {
    faults: new FaultBook(),
    options,
    store,
    credentials: options.credentials ?? SIMULATOR_APP_CREDENTIALS,
    operator: options.operator ?? SIMULATOR_OPERATOR,
    baseUrl: (segment) => `${options.selfUrl ?? `${options.publicUrl}/sim`}/${segment}`,
  };
  app.decorate('simulator', context);
  await registerKnownTokens(context);
  await subscribeDemoAccounts(context);

  // Meta and Google token endpoints take form posts; the server itself only parses JSON.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }

  app.addHook('onRequest', async (request, reply) => {
    const platform = platformOf(request.url);
    if (!platform) return;
    const fault = context.faults.take(platform.id);
    if (fault) await applyFault(reply, platform, fault);
  });

  await app.register(controlRoutes, { prefix: '/control', context });
  for (const platform of SIMULATOR_PLATFORMS) {
    await app.register(platform.routes(context), { prefix: `/${platform.segment}` });
  }
  await app.register(googleOidcPlugin, { prefix: '/google', publicUrl: options.publicUrl });
  await app.register(openAiSimulator, { prefix: '/openai' });
  for (const platform of PLATFORMS) {
    app.get(`/${platform}/ping`, async () => ({ platform, ok: true }));
  }
};

export { FaultBook } from './faults.ts';
