import { Coins, UserCheck, Users, Wifi } from 'lucide-react';
import type { CustomerSummary as Summary } from '@bizamply/contracts';
import { KpiCard, KpiCardSkeleton } from '@/components/ui/kpi-card';
import { formatNumber } from '@/lib/format';

/** The summary cards over every customer (not only the page shown). */
export function CustomerSummary({ summary }: { summary: Summary | undefined }) {
  if (!summary) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <KpiCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <section aria-label="Customer summary" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <KpiCard
        label="Total Customers"
        value={formatNumber(summary.totalCustomers)}
        icon={<Users aria-hidden="true" />}
        hint={`${formatNumber(summary.inactiveCustomers)} inactive · ${formatNumber(summary.bannedCustomers)} banned`}
      />
      <KpiCard
        label="Active Customers"
        value={formatNumber(summary.activeCustomers)}
        icon={<UserCheck aria-hidden="true" />}
        hint="Can use the platform"
      />
      <KpiCard
        label="Online Now"
        value={formatNumber(summary.onlineCustomers)}
        icon={<Wifi aria-hidden="true" />}
        hint="Active in the last 5 minutes"
      />
      <KpiCard
        label="Available Credits"
        value={formatNumber(summary.totalAvailableCredits)}
        icon={<Coins aria-hidden="true" />}
        hint="Across all customer accounts"
      />
    </section>
  );
}
