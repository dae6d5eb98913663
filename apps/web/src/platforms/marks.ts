import type { Platform } from '@bizamply/contracts';
import type { PlatformMark } from './types';
import { shopifyMark } from './shopify/mark';
import { judgemeMark } from './judgeme/mark';
import { yotpoMark } from './yotpo/mark';
import { instagramMark } from './instagram/mark';
import { facebookMark } from './facebook/mark';
import { tiktokMark } from './tiktok/mark';
import { whatsappMark } from './whatsapp/mark';
import { googleMark } from './google/mark';
import { googleBusinessMark } from './google_business/mark';

/** Every platform's mark (icon and colours), for PlatformIcon: adding a platform = one line here. */
const MARKS: readonly PlatformMark[] = [
  shopifyMark,
  judgemeMark,
  yotpoMark,
  instagramMark,
  facebookMark,
  tiktokMark,
  whatsappMark,
  googleMark,
  googleBusinessMark,
];

export const PLATFORM_MARKS = Object.fromEntries(MARKS.map((mark) => [mark.id, mark])) as Record<
  Platform,
  PlatformMark
>;
