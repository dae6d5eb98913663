import {
  CONNECTION_MESSAGES,
  ONBOARDING_MESSAGES,
  platformDefinition,
  platformsWhere,
  type Platform,
  type PlatformDefinition,
  type PlatformKind,
} from '@bizamply/contracts';
import type { ConnectionStatuses } from '../api/connection-status';

export interface ServiceGroup {
  id: 'ecommerce' | 'reviews' | 'business-reviews' | 'social' | 'communication' | 'analytics';
  title: string;
  note?: string;
  services: readonly Platform[];
}

const group = (
  id: ServiceGroup['id'],
  kind: PlatformKind,
  title: string,
  options: { note?: string; where?: (definition: PlatformDefinition) => boolean } = {},
): ServiceGroup => ({
  id,
  title,
  ...(options.note ? { note: options.note } : {}),
  services: platformsWhere((definition) => definition.kind === kind && (options.where?.(definition) ?? true)),
});

/**
 * Step 2's card groups, in the spec's order (spec 1 §2): each platform sits in the group of its kind. The store's
 * review apps are the spec's "(Choose one)" group, shown after Shopify; review sources outside the store (Google
 * reviews) get their own group, open from the start (docs/spec-deviations.md).
 */
export const SERVICE_GROUPS: readonly ServiceGroup[] = [
  group('ecommerce', 'ecommerce', ONBOARDING_MESSAGES.ecommerceGroup),
  group('reviews', 'reviews', ONBOARDING_MESSAGES.reviewGroup, {
    note: CONNECTION_MESSAGES.chooseOne,
    where: (definition) => definition.storeApp === true,
  }),
  group('business-reviews', 'reviews', ONBOARDING_MESSAGES.businessReviewGroup, {
    where: (definition) => definition.storeApp !== true,
  }),
  group('social', 'social', ONBOARDING_MESSAGES.socialGroup),
  group('communication', 'messaging', ONBOARDING_MESSAGES.communicationGroup),
  group('analytics', 'analytics', ONBOARDING_MESSAGES.analyticsGroup),
].filter((serviceGroup) => serviceGroup.services.length > 0);

/** The store's review apps (Judge.me, Yotpo) exclude each other: the other one, when it is the one connected. */
export function otherReviewPlatform(service: Platform, statuses: ConnectionStatuses | undefined): Platform | null {
  if (!statuses || !platformDefinition(service).storeApp) return null;
  return STORE_REVIEW_APPS.find((other) => other !== service && statuses[other]) ?? null;
}

const STORE_REVIEW_APPS = platformsWhere((definition) => definition.storeApp === true);

/** Spec 1 §4: some brand has shopify AND a review platform (judgeme or yotpo) connected. */
export function meetsProceedRule(statuses: readonly (ConnectionStatuses | undefined)[]): boolean {
  return statuses.some((status) => Boolean(status?.shopify && (status.judgeme || status.yotpo)));
}
