import { CONNECTION_MESSAGES, ONBOARDING_MESSAGES, type Platform } from '@bizamply/contracts';
import type { ConnectionStatuses } from '../api/connection-status';

export interface ServiceGroup {
  id: 'ecommerce' | 'reviews' | 'social' | 'communication' | 'analytics';
  title: string;
  note?: string;
  services: readonly Platform[];
}

/** Step 2's card groups, in the spec's order (spec 1 §2). */
export const SERVICE_GROUPS: readonly ServiceGroup[] = [
  { id: 'ecommerce', title: ONBOARDING_MESSAGES.ecommerceGroup, services: ['shopify'] },
  {
    id: 'reviews',
    title: ONBOARDING_MESSAGES.reviewGroup,
    note: CONNECTION_MESSAGES.chooseOne,
    services: ['judgeme', 'yotpo'],
  },
  { id: 'social', title: ONBOARDING_MESSAGES.socialGroup, services: ['instagram', 'facebook', 'tiktok'] },
  { id: 'communication', title: ONBOARDING_MESSAGES.communicationGroup, services: ['whatsapp'] },
  { id: 'analytics', title: ONBOARDING_MESSAGES.analyticsGroup, services: ['google'] },
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
