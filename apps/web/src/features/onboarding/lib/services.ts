import {
  CONNECTION_MESSAGES,
  ONBOARDING_MESSAGES,
  platformsWhere,
  type Platform,
  type PlatformKind,
} from '@bizamply/contracts';
import type { ConnectionStatuses } from '../api/connection-status';

export interface ServiceGroup {
  id: 'ecommerce' | 'reviews' | 'social' | 'communication' | 'analytics';
  title: string;
  note?: string;
  services: readonly Platform[];
}

const group = (id: ServiceGroup['id'], kind: PlatformKind, title: string, note?: string): ServiceGroup => ({
  id,
  title,
  ...(note ? { note } : {}),
  services: platformsWhere((definition) => definition.kind === kind),
});

/** Step 2's card groups, in the spec's order (spec 1 §2): each platform sits in the group of its kind. */
export const SERVICE_GROUPS: readonly ServiceGroup[] = [
  group('ecommerce', 'ecommerce', ONBOARDING_MESSAGES.ecommerceGroup),
  group('reviews', 'reviews', ONBOARDING_MESSAGES.reviewGroup, CONNECTION_MESSAGES.chooseOne),
  group('social', 'social', ONBOARDING_MESSAGES.socialGroup),
  group('communication', 'messaging', ONBOARDING_MESSAGES.communicationGroup),
  group('analytics', 'analytics', ONBOARDING_MESSAGES.analyticsGroup),
];

/** Judge.me and Yotpo exclude each other: the other one, when it is the one connected. */
export function otherReviewPlatform(service: Platform, statuses: ConnectionStatuses | undefined): Platform | null {
  if (!statuses) return null;
  if (service === 'judgeme' && statuses.yotpo) return 'yotpo';
  if (service === 'yotpo' && statuses.judgeme) return 'judgeme';
  return null;
}

/** Spec 1 §4: some brand has shopify AND a review platform (judgeme or yotpo) connected. */
export function meetsProceedRule(statuses: readonly (ConnectionStatuses | undefined)[]): boolean {
  return statuses.some((status) => Boolean(status?.shopify && (status.judgeme || status.yotpo)));
}
