import { FileChartColumn } from 'lucide-react';
import { SectionPlaceholder } from '@/components/layout/section-placeholder';

export function ReportsPage() {
  return (
    <SectionPlaceholder
      title="Reports"
      icon={<FileChartColumn aria-hidden="true" />}
      description="Scheduled and downloadable reports will appear here."
    />
  );
}
