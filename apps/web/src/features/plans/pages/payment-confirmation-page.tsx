import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { CenteredScreen } from '@/components/layout/centered-screen';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /payment-confirmation: the charge status polling arrives with the billing issue. */
export function PaymentConfirmationPage() {
  useDocumentTitle('Payment confirmation');
  return (
    <CenteredScreen className="p-0 sm:p-0">
      <EmptyState
        icon={<BadgeCheck aria-hidden="true" />}
        title="Payment confirmation is being set up"
        description="The status of your Shopify payment will be shown here."
        action={
          <Button asChild variant="outline">
            <Link to="/">Go to Bizamply</Link>
          </Button>
        }
      />
    </CenteredScreen>
  );
}
