import type { Platform } from '@bizamply/contracts';
import type { Config } from '../config.ts';
import type { Cipher } from '../lib/secrets.ts';
import { createHttpClient, type HttpOptions } from './http.ts';
import { resolveIntegrationSettings } from './settings.ts';
import type { IntegrationDeps, OAuthFlow, PlatformAdapter } from './types.ts';
import type { ServerPlatform } from './platform.ts';
import { SERVER_PLATFORMS } from './platforms.ts';

export interface Integrations {
  deps: IntegrationDeps;
  adapters: Record<Platform, PlatformAdapter>;
  oauth: Record<Platform, OAuthFlow>;
  /** Every platform's server side (webhooks, polls), in definition order. */
  platforms: readonly ServerPlatform[];
}

const byPlatform = <T>(build: (platform: ServerPlatform) => T): Record<Platform, T> =>
  Object.fromEntries(SERVER_PLATFORMS.map((platform) => [platform.id, build(platform)])) as Record<Platform, T>;

/** Every platform adapter, built from configuration alone (no simulator branch below this line). */
export function createIntegrations(
  config: Config,
  cipher: Pick<Cipher, 'hmac'>,
  http?: Partial<HttpOptions>,
): Integrations {
  const settings = resolveIntegrationSettings(config, SERVER_PLATFORMS);
  const deps: IntegrationDeps = {
    settings,
    http: createHttpClient({ timeoutMs: settings.timeoutMs, ...http }),
    sign: (value) => cipher.hmac(value),
  };
  return {
    deps,
    adapters: byPlatform((platform) => platform.adapter(deps)),
    oauth: byPlatform((platform) => platform.oauth(deps)),
    platforms: SERVER_PLATFORMS,
  };
}
