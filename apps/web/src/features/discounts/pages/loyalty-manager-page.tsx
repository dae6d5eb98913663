import { DISCOUNT_LABELS, DISCOUNT_MESSAGES, type Discount } from '@bizamply/contracts';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useDiscounts } from '../api/get-discounts';
import { DiscountStats } from '../components/discount-stats';
import { DiscountsTable } from '../components/discounts-table';
import { EditDiscountDialog } from '../components/edit-discount-dialog';

/** /loyalty-manager: the Discount Manager (spec 2 "Discount Manager", §7, §8). No create action, as specified. */
export function LoyaltyManagerPage() {
  const query = useDiscounts();
  const [editing, setEditing] = useState<Discount | null>(null);
  const discounts = query.isError ? null : query.data?.data;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <PageHeader
        title={DISCOUNT_LABELS.pageTitle}
        description={DISCOUNT_LABELS.pageDescription}
        actions={
          <Button
            variant="outline"
            size="sm"
            onClick={() => void query.refetch()}
            loading={query.isFetching}
            aria-label="Refresh discounts"
          >
            {query.isFetching ? null : <RefreshCw aria-hidden="true" />}
            Refresh
          </Button>
        }
        className="pb-0"
      />
      {query.isError ? (
        <Alert variant="error" onRetry={() => void query.refetch()}>
          {DISCOUNT_MESSAGES.loadFailed}
        </Alert>
      ) : null}
      <DiscountStats discounts={discounts} />
      <Card className="overflow-hidden p-0">
        <DiscountsTable
          discounts={discounts}
          shopifyConnected={query.data?.shopifyConnected ?? true}
          onEdit={setEditing}
        />
      </Card>
      <EditDiscountDialog discount={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
