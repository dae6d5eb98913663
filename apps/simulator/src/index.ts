import type { FastifyPluginAsync } from 'fastify';
import {
  platformSchema,
  PLATFORMS,
  SIMULATOR_APP_CREDENTIALS,
  SIMULATOR_OPERATOR,
  type Platform,
} from '@bizamply/contracts';
import { applyFault, FaultBook } from './faults.ts';
import { controlRoutes } from './control.ts';
import type { SimulatorContext, SimulatorOptions } from './common/context.ts';
import { SimStore } from './store/db.ts';
import { DEMO_ACCOUNTS } from './store/demo.ts';
import { ShopifyBuckets } from './shopify/throttle.ts';
import { shopifyRoutes } from './shopify/routes.ts';
import { judgemeRoutes } from './judgeme/routes.ts';
import { yotpoRoutes } from './yotpo/routes.ts';
import { instagramRoutes } from './instagram/routes.ts';
import { facebookRoutes } from './facebook/routes.ts';
import { tiktokRoutes } from './tiktok/routes.ts';
import { whatsappRoutes } from './whatsapp/routes.ts';
import { ga4Routes } from './ga4/routes.ts';
import { googleOidcPlugin } from './google/index.ts';
import { openAiSimulator } from './openai/index.ts';

export type { SimulatorContext, SimulatorOptions } from './common/context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    simulator: SimulatorContext;
  }
}

/** Path segments that belong to a platform under another name (GA4 is Google's). */
const SEGMENT_ALIASES: Record<string, Platform> = { ga4: 'google' };

function platformOf(url: string): Platform | null {
  const segment = url.split('?')[0]?.split('/')[2] ?? '';
  const parsed = platformSchema.safeParse(SEGMENT_ALIASES[segment] ?? segment);
  return parsed.success ? parsed.data : null;
}

/** The demo's tokens (those the server's seed stores) and the operator tokens, valid from the start. */
async function registerKnownTokens(context: SimulatorContext): Promise<void> {
  for (const [platform, entries] of Object.entries(DEMO_ACCOUNTS)) {
    for (const entry of entries) {
      for (const token of entry.tokens) await context.store.issueToken(platform, entry.account, { prefix: '', token });
    }
  }
  await context.store.issueToken('facebook', '*', {
    prefix: '',
    kind: 'system',
    token: context.operator.metaSystemUserToken,
  });
  await context.store.issueToken('tiktok', '*', {
    prefix: '',
    kind: 'system',
    token: context.operator.tiktokAccessToken,
  });
}

/** The demo's accounts send their webhooks to this server from the start (the seed registers none). */
async function subscribeDemoAccounts(context: SimulatorContext): Promise<void> {
  const hook = (platform: string) => `${context.options.publicUrl}/webhooks/${platform}`;
  const subscriptions: [platform: string, account: string, topic: string][] = [
    ...DEMO_ACCOUNTS.shopify.flatMap((entry) =>
      ['products/create', 'products/update', 'app/uninstalled'].map((topic): [string, string, string] => [
        'shopify',
        entry.account,
        topic,
      ]),
    ),
    ...DEMO_ACCOUNTS.judgeme.map((entry): [string, string, string] => ['judgeme', entry.account, 'review/created']),
    ...DEMO_ACCOUNTS.instagram.map((entry): [string, string, string] => ['instagram', entry.account, 'comments']),
    ...DEMO_ACCOUNTS.facebook.map((entry): [string, string, string] => ['facebook', entry.account, 'feed']),
    ...DEMO_ACCOUNTS.whatsapp.map((entry): [string, string, string] => ['whatsapp', entry.waba, 'messages']),
    ['tiktok', '*', 'COMMENT'],
  ];
  for (const [platform, account, topic] of subscriptions) {
    await context.store.subscribe(platform, account, topic, hook(platform));
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
    const fault = context.faults.take(platform);
    if (fault) await applyFault(reply, platform, fault);
  });

  const buckets = new ShopifyBuckets();
  await app.register(controlRoutes, { prefix: '/control', context, buckets });
  await app.register(shopifyRoutes(context, buckets), { prefix: '/shopify' });
  await app.register(judgemeRoutes(context), { prefix: '/judgeme' });
  await app.register(yotpoRoutes(context), { prefix: '/yotpo' });
  await app.register(instagramRoutes(context), { prefix: '/instagram' });
  await app.register(facebookRoutes(context), { prefix: '/facebook' });
  await app.register(tiktokRoutes(context), { prefix: '/tiktok' });
  await app.register(whatsappRoutes(context), { prefix: '/whatsapp' });
  await app.register(ga4Routes(context), { prefix: '/ga4' });
  await app.register(googleOidcPlugin, { prefix: '/google', publicUrl: options.publicUrl });
  await app.register(openAiSimulator, { prefix: '/openai' });
  for (const platform of PLATFORMS) {
    app.get(`/${platform}/ping`, async () => ({ platform, ok: true }));
  }
};

export { FaultBook } from './faults.ts';
