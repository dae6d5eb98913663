import { PLATFORM_CONNECT_GUIDES } from '@/platforms/connect';
import type { PagePlatform } from '../api/connections';

/**
 * The help card's Setup Guide (spec 3 names the button, not its content): what each platform needs before
 * Connect works, in the page's card order. Each line says what the merchant does, not how we do it.
 */
export const SETUP_GUIDE = Object.fromEntries(
  Object.values(PLATFORM_CONNECT_GUIDES).map((guide) => [guide.id, guide.setupGuide]),
) as Record<PagePlatform, string>;

export const NEEDS_ATTENTION_GUIDE =
  'A platform that stops accepting our access (a changed password, a removed app, an expired token) shows "Needs attention". Press Reconnect and approve again: nothing is lost, and reviews and comments missed meanwhile are read again without duplicates.';
