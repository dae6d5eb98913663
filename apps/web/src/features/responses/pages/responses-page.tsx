import { SHELL_MESSAGES } from '@bizamply/contracts';
import { Inbox } from 'lucide-react';
import { SectionPlaceholder } from '@/components/layout/section-placeholder';

export function ResponsesPage() {
  return (
    <SectionPlaceholder
      title={SHELL_MESSAGES.navResponses}
      icon={<Inbox aria-hidden="true" />}
      description="Reviews and comments from every connected platform will arrive here, ready for AI-drafted replies."
    />
  );
}
