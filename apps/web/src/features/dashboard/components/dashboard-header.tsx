import { DASHBOARD_MESSAGES, SHELL_MESSAGES } from '@bizamply/contracts';
import { RotateCw } from 'lucide-react';
import { useIsFetching } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateRangePicker, type DateRangeValue } from '@/components/ui/date-range-picker';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { fillTemplate } from '@/lib/format';
import { isDashboardQuery } from '../api/dashboard-keys';

const DISABLED_TABS = [
  DASHBOARD_MESSAGES.tabAnalytics,
  DASHBOARD_MESSAGES.tabReports,
  DASHBOARD_MESSAGES.tabNotifications,
] as const;

/**
 * Refresh, spinning while any of the page's calls is under way. It follows the calls itself: each one starting or
 * ending re-renders this button only, not the page (five calls at start were ten renders of every card).
 */
function RefreshButton({ onRefresh }: { onRefresh: () => void }) {
  const refreshing = useIsFetching({ predicate: (query) => isDashboardQuery(query.queryKey) }) > 0;
  return (
    <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
      <RotateCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
      {DASHBOARD_MESSAGES.refresh}
    </Button>
  );
}

interface DashboardHeaderProps {
  name: string;
  range: DateRangeValue;
  onRangeChange: (value: DateRangeValue) => void;
  onRefresh: () => void;
  /** The Overview tab's panel: the page's figures (the tab must control an element that exists). */
  children: ReactNode;
}

/** Greeting, date range and refresh; then the tabs, of which only Overview is open (spec 2 Dashboard). */
export function DashboardHeader({ name, range, onRangeChange, onRefresh, children }: DashboardHeaderProps) {
  return (
    <>
      <PageHeader
        title={SHELL_MESSAGES.navDashboard}
        description={
          <>
            <span className="font-medium text-foreground">{fillTemplate(DASHBOARD_MESSAGES.greeting, { name })}.</span>{' '}
            {DASHBOARD_MESSAGES.subtitle}
          </>
        }
        actions={
          <>
            <DateRangePicker value={range} onChange={onRangeChange} className="min-w-44" />
            <RefreshButton onRefresh={onRefresh} />
          </>
        }
      />
      <Tabs value="overview">
        <div className="pb-5">
          <TabsList aria-label="Dashboard views">
            <TabsTrigger value="overview">{DASHBOARD_MESSAGES.tabOverview}</TabsTrigger>
            {DISABLED_TABS.map((label) => (
              <TabsTrigger key={label} value={label} disabled title={SHELL_MESSAGES.comingSoon}>
                {label}
                <Badge variant="neutral" className="px-1.5 py-0 text-[10px]">
                  {SHELL_MESSAGES.comingSoon}
                </Badge>
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="overview" className="mt-0">
          {children}
        </TabsContent>
      </Tabs>
    </>
  );
}
