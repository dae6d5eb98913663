import type { Platform } from '@bizamply/contracts';
import type { ServerPlatform } from './platform.ts';
import { shopifyPlatform } from './shopify/index.ts';
import { judgemePlatform } from './judgeme/index.ts';
import { yotpoPlatform } from './yotpo/index.ts';
import { instagramPlatform } from './instagram/index.ts';
import { facebookPlatform } from './facebook/index.ts';
import { tiktokPlatform } from './tiktok/index.ts';
import { whatsappPlatform } from './whatsapp/index.ts';
import { googlePlatform } from './google/index.ts';
import { googleBusinessPlatform } from './google_business/index.ts';

/**
 * Every platform's server side: the one list the registry, webhooks, connections and ingestion read. Adding a
 * platform = its folder (`integrations/<id>/index.ts` exporting a `ServerPlatform`) + one line here.
 */
export const SERVER_PLATFORMS = [
  shopifyPlatform,
  judgemePlatform,
  yotpoPlatform,
  instagramPlatform,
  facebookPlatform,
  tiktokPlatform,
  whatsappPlatform,
  googlePlatform,
  googleBusinessPlatform,
] as const satisfies readonly ServerPlatform[];

/** Typecheck fails here while a contracts platform has no server side. */
export const everyPlatformServed: [Exclude<Platform, (typeof SERVER_PLATFORMS)[number]['id']>] extends [never]
  ? true
  : never = true;

export const SERVER_PLATFORM_BY_ID = Object.fromEntries(
  SERVER_PLATFORMS.map((platform) => [platform.id, platform]),
) as unknown as Record<Platform, ServerPlatform>;
