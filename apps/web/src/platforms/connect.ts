import type { PlatformConnectGuide } from './types';
import { byPlatform } from './by-platform';

/**
 * Every platform's connect guide, for the connections and onboarding pages: each platform folder's `connect.ts`,
 * found by Vite (only the lazily loaded pages import this file, so the guides stay out of the first download).
 */
export const PLATFORM_CONNECT_GUIDES = byPlatform(
  import.meta.glob<Record<string, PlatformConnectGuide>>('./*/connect.ts', { eager: true }),
);
