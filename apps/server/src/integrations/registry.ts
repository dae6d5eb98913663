import type { Platform } from '@bizamply/contracts';
import type { Config } from '../config.ts';
import type { Cipher } from '../lib/secrets.ts';
import { createHttpClient, type HttpOptions } from './http.ts';
import { resolveIntegrationSettings } from './settings.ts';
import type { IntegrationDeps, OAuthFlow, PlatformAdapter } from './types.ts';
import { shopifyAdapter } from './shopify/sync.ts';
import { shopifyOAuth } from './shopify/oauth.ts';
import { judgemeAdapter } from './judgeme/sync.ts';
import { judgemeOAuth } from './judgeme/oauth.ts';
import { yotpoAdapter } from './yotpo/sync.ts';
import { yotpoOAuth } from './yotpo/oauth.ts';
import { instagramAdapter } from './instagram/sync.ts';
import { instagramOAuth } from './instagram/oauth.ts';
import { facebookAdapter } from './facebook/sync.ts';
import { facebookOAuth } from './facebook/oauth.ts';
import { tiktokAdapter } from './tiktok/sync.ts';
import { tiktokOAuth } from './tiktok/oauth.ts';
import { whatsappAdapter } from './whatsapp/sync.ts';
import { whatsappOAuth } from './whatsapp/oauth.ts';
import { googleAdapter } from './google/sync.ts';
import { googleOAuth } from './google/oauth.ts';

export interface Integrations {
  deps: IntegrationDeps;
  adapters: Record<Platform, PlatformAdapter>;
  oauth: Record<Platform, OAuthFlow>;
}

/** Every platform adapter, built from configuration alone (no simulator branch below this line). */
export function createIntegrations(
  config: Config,
  cipher: Pick<Cipher, 'hmac'>,
  http?: Partial<HttpOptions>,
): Integrations {
  const settings = resolveIntegrationSettings(config);
  const deps: IntegrationDeps = {
    settings,
    http: createHttpClient({ timeoutMs: settings.timeoutMs, ...http }),
    sign: (value) => cipher.hmac(value),
  };
  return {
    deps,
    adapters: {
      shopify: shopifyAdapter(deps),
      judgeme: judgemeAdapter(deps),
      yotpo: yotpoAdapter(deps),
      instagram: instagramAdapter(deps),
      facebook: facebookAdapter(deps),
      tiktok: tiktokAdapter(deps),
      whatsapp: whatsappAdapter(deps),
      google: googleAdapter(deps),
    },
    oauth: {
      shopify: shopifyOAuth(deps),
      judgeme: judgemeOAuth(deps),
      yotpo: yotpoOAuth(deps),
      instagram: instagramOAuth(deps),
      facebook: facebookOAuth(deps),
      tiktok: tiktokOAuth(deps),
      whatsapp: whatsappOAuth(deps),
      google: googleOAuth(deps),
    },
  };
}
