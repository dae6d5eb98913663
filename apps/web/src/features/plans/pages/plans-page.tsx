import { SHELL_MESSAGES } from '@bizamply/contracts';
import { CreditCard } from 'lucide-react';
import { SectionPlaceholder } from '@/components/layout/section-placeholder';

export function PlansPage() {
  return (
    <SectionPlaceholder
      title={SHELL_MESSAGES.navPlans}
      icon={<CreditCard aria-hidden="true" />}
      description="Subscription plans and extra credit packs will appear here."
    />
  );
}
