import { SHELL_MESSAGES } from '@bizamply/contracts';
import { Settings } from 'lucide-react';
import { SectionPlaceholder } from '@/components/layout/section-placeholder';

export function SettingsPage() {
  return (
    <SectionPlaceholder
      title={SHELL_MESSAGES.navSettings}
      icon={<Settings aria-hidden="true" />}
      description="Language, time zone, appearance and credit settings will appear here."
    />
  );
}
