import { SHELL_MESSAGES } from '@bizamply/contracts';
import { Gift } from 'lucide-react';
import { SectionPlaceholder } from '@/components/layout/section-placeholder';

export function LoyaltyManagerPage() {
  return (
    <SectionPlaceholder
      title={SHELL_MESSAGES.navLoyaltyManager}
      icon={<Gift aria-hidden="true" />}
      description="Your store's discounts and their usage will appear here."
    />
  );
}
