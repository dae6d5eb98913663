import type { SimulatorPlatform } from './common/platform.ts';
import { shopifySimulator } from './shopify/index.ts';
import { judgemeSimulator } from './judgeme/index.ts';
import { yotpoSimulator } from './yotpo/index.ts';
import { instagramSimulator } from './instagram/index.ts';
import { facebookSimulator } from './facebook/index.ts';
import { tiktokSimulator } from './tiktok/index.ts';
import { whatsappSimulator } from './whatsapp/index.ts';
import { ga4Simulator } from './ga4/index.ts';
import { googleBusinessSimulator } from './google_business/index.ts';

/** Every simulated platform: adding one = its folder (`<segment>/index.ts`) + one line here. */
export const SIMULATOR_PLATFORMS: readonly SimulatorPlatform[] = [
  shopifySimulator,
  judgemeSimulator,
  yotpoSimulator,
  instagramSimulator,
  facebookSimulator,
  tiktokSimulator,
  whatsappSimulator,
  ga4Simulator,
  googleBusinessSimulator,
];
