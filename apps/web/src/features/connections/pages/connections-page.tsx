import { SHELL_MESSAGES } from '@bizamply/contracts';
import { Plug } from 'lucide-react';
import { SectionPlaceholder } from '@/components/layout/section-placeholder';

export function ConnectionsPage() {
  return (
    <SectionPlaceholder
      title={SHELL_MESSAGES.navConnections}
      icon={<Plug aria-hidden="true" />}
      description="Your Shopify, review and social platform connections will appear here."
    />
  );
}
