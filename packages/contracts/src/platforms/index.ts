import type { PlatformDefinition } from './definition.ts';
import { shopify } from './shopify.ts';
import { judgeme } from './judgeme.ts';
import { yotpo } from './yotpo.ts';
import { instagram } from './instagram.ts';
import { facebook } from './facebook.ts';
import { tiktok } from './tiktok.ts';
import { whatsapp } from './whatsapp.ts';
import { google } from './google.ts';
import { googleBusiness } from './google_business.ts';

export * from './definition.ts';

/**
 * The platforms, in the order of the spec's connect cards: the one list every workspace derives its platform
 * lists from. Adding a platform = its file in this folder + one line here.
 */
export const PLATFORM_DEFINITIONS = [
  shopify,
  judgeme,
  yotpo,
  instagram,
  facebook,
  tiktok,
  whatsapp,
  google,
  googleBusiness,
] as const;

type Ids<T extends readonly PlatformDefinition[]> = { readonly [K in keyof T]: T[K]['id'] };
export type Platform = (typeof PLATFORM_DEFINITIONS)[number]['id'];

/** Platform ids in definition order (a tuple type, for `z.enum` and the DB enum). */
export const PLATFORMS = PLATFORM_DEFINITIONS.map((definition) => definition.id) as unknown as Ids<
  typeof PLATFORM_DEFINITIONS
>;

/** The platforms connected by picking an account of a consent (spec 1 §4's typed ids). */
export type ConsentPlatform = Extract<
  (typeof PLATFORM_DEFINITIONS)[number],
  { connect: { method: 'consent_pick' } }
>['id'];

export const PLATFORM_BY_ID = Object.fromEntries(
  PLATFORM_DEFINITIONS.map((definition) => [definition.id, definition]),
) as unknown as { readonly [P in Platform]: PlatformDefinition<P> };

export const platformDefinition = <P extends Platform>(platform: P): PlatformDefinition<P> => PLATFORM_BY_ID[platform];

/** `{ [platform]: pick(definition) }` for every platform. */
export const platformRecord = <T>(pick: (definition: PlatformDefinition<Platform>) => T): Record<Platform, T> =>
  Object.fromEntries(PLATFORM_DEFINITIONS.map((definition) => [definition.id, pick(definition)])) as Record<
    Platform,
    T
  >;

/** The ids of the platforms a definition matches, in definition order. */
export const platformsWhere = (test: (definition: PlatformDefinition<Platform>) => boolean): Platform[] =>
  PLATFORM_DEFINITIONS.filter(test).map((definition) => definition.id);
