import type { QueryKey } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';

export const dashboardKeys = {
  /** The head of every dashboard endpoint's key (stats, activity, product volume, draft quality). */
  group: [api.dashboard.stats.endpoint.group] as const,
  /** The recent transactions card reads the credits endpoint: its key is that endpoint's own. */
  transactions: api.credits.transactions.key(),
};

/** What the dashboard's Refresh reloads and its spinner waits for: its endpoints and its recent transactions. */
export function isDashboardQuery(queryKey: QueryKey): boolean {
  const [group, name] = queryKey;
  return (
    group === dashboardKeys.group[0] ||
    (group === dashboardKeys.transactions[0] && name === dashboardKeys.transactions[1])
  );
}
