import { SHELL_MESSAGES } from '@bizamply/contracts';
import { Receipt } from 'lucide-react';
import { SectionPlaceholder } from '@/components/layout/section-placeholder';

export function TransactionsPage() {
  return (
    <SectionPlaceholder
      title={SHELL_MESSAGES.navTransactions}
      icon={<Receipt aria-hidden="true" />}
      description="Every credit used and added will be listed here, with filters and export."
    />
  );
}
