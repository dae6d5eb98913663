import { SHELL_MESSAGES } from '@bizamply/contracts';
import { ChartLine } from 'lucide-react';
import { SectionPlaceholder } from '@/components/layout/section-placeholder';

export function AnalyticsPage() {
  return (
    <SectionPlaceholder
      title={SHELL_MESSAGES.navAnalytics}
      icon={<ChartLine aria-hidden="true" />}
      description="Product analytics for the selected brand will appear here: reviews, engagement and response speed per product."
    />
  );
}
