import type { AdminCustomer, CustomerStatus } from '@bizamply/contracts';
import type { BadgeProps } from '@/components/ui/badge';

/** The customer's full name, else the local part of the e-mail (spec 3 Manage Connections heading). */
export function customerName(customer: Pick<AdminCustomer, 'firstName' | 'lastName' | 'Email'>): string {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim();
  return name || customer.Email.split('@')[0] || customer.Email;
}

export const STATUS_LABELS: Record<CustomerStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  banned: 'Banned',
};

export const STATUS_BADGES: Record<CustomerStatus, NonNullable<BadgeProps['variant']>> = {
  active: 'success',
  inactive: 'neutral',
  banned: 'error',
};

export const ACCOUNT_TYPE_LABELS = {
  free: 'Free',
  basic: 'Basic',
  premium: 'Premium',
  enterprise: 'Enterprise',
} as const;

/** Spec 3 §9: user agents are shown to 80 characters. */
export function shortUserAgent(userAgent: string | null, max = 80): string {
  if (!userAgent) return '—';
  return userAgent.length > max ? `${userAgent.slice(0, max)}…` : userAgent;
}
