import { SHELL_MESSAGES } from '@bizamply/contracts';
import { LayoutDashboard } from 'lucide-react';
import { SectionPlaceholder } from '@/components/layout/section-placeholder';

export function DashboardPage() {
  return (
    <SectionPlaceholder
      title={SHELL_MESSAGES.navDashboard}
      icon={<LayoutDashboard aria-hidden="true" />}
      description="Review volume, response rate, ratings and recent activity for the selected brand will appear here."
    />
  );
}
