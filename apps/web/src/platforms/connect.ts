import type { Platform } from '@bizamply/contracts';
import type { PlatformConnectGuide } from './types';
import { shopifyConnect } from './shopify/connect';
import { judgemeConnect } from './judgeme/connect';
import { yotpoConnect } from './yotpo/connect';
import { instagramConnect } from './instagram/connect';
import { facebookConnect } from './facebook/connect';
import { tiktokConnect } from './tiktok/connect';
import { whatsappConnect } from './whatsapp/connect';
import { googleConnect } from './google/connect';
import { googleBusinessConnect } from './google_business/connect';

/** Every platform's connect guide, for the connections and onboarding pages: adding a platform = one line here. */
const GUIDES: readonly PlatformConnectGuide[] = [
  shopifyConnect,
  judgemeConnect,
  yotpoConnect,
  instagramConnect,
  facebookConnect,
  tiktokConnect,
  whatsappConnect,
  googleConnect,
  googleBusinessConnect,
];

export const PLATFORM_CONNECT_GUIDES = Object.fromEntries(GUIDES.map((guide) => [guide.id, guide])) as Record<
  Platform,
  PlatformConnectGuide
>;
