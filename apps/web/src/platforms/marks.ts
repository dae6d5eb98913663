import type { PlatformMark } from './types';
import { byPlatform } from './by-platform';

/** Every platform's mark (icon and colours), for PlatformIcon: each platform folder's `mark.ts`, found by Vite. */
export const PLATFORM_MARKS = byPlatform(
  import.meta.glob<Record<string, PlatformMark>>('./*/mark.ts', { eager: true }),
);
