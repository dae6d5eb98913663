import { AUTOMATION_MESSAGES, SHELL_MESSAGES } from '@bizamply/contracts';
import {
  ChartLine,
  CreditCard,
  Gift,
  Inbox,
  LayoutDashboard,
  ListChecks,
  Plug,
  Receipt,
  Settings,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { QueryClient } from '@tanstack/react-query';
import { onInboxLinkIntent } from '@/features/responses/inbox-link-intent';

export interface NavItem {
  to: string;
  label: string;
  Icon: LucideIcon;
  adminOnly?: boolean;
  /** Started on the press of the link, before its click navigates (the page's chunk and first calls). */
  onIntent?: (queryClient: QueryClient) => void;
}

/** The sidebar links in the spec's order (spec 2 "Sidebar and top bar"). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: SHELL_MESSAGES.navDashboard, Icon: LayoutDashboard },
  { to: '/responses', label: SHELL_MESSAGES.navResponses, Icon: Inbox, onIntent: onInboxLinkIntent },
  // Issue 16: the brand's triage and automation rules, next to the inbox they act on.
  { to: '/rules', label: AUTOMATION_MESSAGES.navRules, Icon: ListChecks },
  { to: '/analytics', label: SHELL_MESSAGES.navAnalytics, Icon: ChartLine },
  { to: '/loyalty-manager', label: SHELL_MESSAGES.navLoyaltyManager, Icon: Gift },
  { to: '/customers', label: SHELL_MESSAGES.navCustomers, Icon: Users, adminOnly: true },
  { to: '/transactions', label: SHELL_MESSAGES.navTransactions, Icon: Receipt },
  { to: '/plans', label: SHELL_MESSAGES.navPlans, Icon: CreditCard },
  { to: '/profile', label: SHELL_MESSAGES.navProfile, Icon: UserRound },
  { to: '/connections', label: SHELL_MESSAGES.navConnections, Icon: Plug },
  { to: '/settings', label: SHELL_MESSAGES.navSettings, Icon: Settings },
];

export function navItemsFor(isAdmin: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin);
}
