import { SHELL_MESSAGES } from '@bizamply/contracts';
import { Users } from 'lucide-react';
import { SectionPlaceholder } from '@/components/layout/section-placeholder';

export function CustomersPage() {
  return (
    <SectionPlaceholder
      title={SHELL_MESSAGES.navCustomers}
      icon={<Users aria-hidden="true" />}
      description="Customer accounts, their credits, connections and activity will appear here."
    />
  );
}
