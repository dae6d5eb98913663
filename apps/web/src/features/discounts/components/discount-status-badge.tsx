import { DISCOUNT_LABELS, type DiscountStatus } from '@bizamply/contracts';
import { Badge } from '@/components/ui/badge';

const VARIANTS = { ACTIVE: 'success', SCHEDULED: 'draft', EXPIRED: 'neutral' } as const;

export function DiscountStatusBadge({ status }: { status: DiscountStatus }) {
  return <Badge variant={VARIANTS[status]}>{DISCOUNT_LABELS.statuses[status]}</Badge>;
}
