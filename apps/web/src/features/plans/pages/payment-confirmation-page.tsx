import {
  BILLING_MESSAGES,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_REDIRECT_DELAY_MS,
  type PaymentStatusResponse,
} from '@bizamply/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { CenteredScreen } from '@/components/layout/centered-screen';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { isBillingQuery, paymentStatusQueryOptions } from '../api/billing';

const isFinal = (status: PaymentStatusResponse['status'] | undefined) => status === 'failed' || status === 'cancelled';
/** A 4xx (an unknown, foreign or malformed charge id) will not change by asking again (issue 19 item 10). */
const isDefinitive = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

function confirmedDetail(data: PaymentStatusResponse): string {
  return data.kind === 'subscription'
    ? `Your ${data.name} is active: ${formatNumber(data.credits)} credits were added to your account.`
    : `${formatNumber(data.credits)} credits were added to your account.`;
}

/**
 * /payment-confirmation?charge_id=: Shopify returns the merchant here. Polls the charge every 3 s while it is
 * pending; active → the confirmed message and /dashboard 2 s later; failed or cancelled → the failure text
 * and polling stops (spec 3 §4).
 */
export function PaymentConfirmationPage() {
  useDocumentTitle('Payment confirmation');
  const [params] = useSearchParams();
  const chargeId = params.get('charge_id');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...paymentStatusQueryOptions(chargeId),
    enabled: chargeId !== null,
    retry: false,
    refetchInterval: (current) =>
      current.state.data?.status === 'active' ||
      isFinal(current.state.data?.status) ||
      isDefinitive(current.state.error)
        ? false
        : PAYMENT_POLL_INTERVAL_MS,
  });
  const status = query.data?.status;
  const refused = isDefinitive(query.error) ? query.error : null;

  useEffect(() => {
    if (status !== 'active') return;
    // The balance and plan shown elsewhere changed.
    void queryClient.invalidateQueries({ predicate: (entry) => !isBillingQuery(entry.queryKey) });
    const timer = window.setTimeout(() => void navigate('/dashboard', { replace: true }), PAYMENT_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status, navigate, queryClient]);

  const failed = chargeId === null || isFinal(status) || refused !== null;
  return (
    <CenteredScreen>
      <div className="flex flex-col items-center gap-4" aria-live="polite">
        {status === 'active' && query.data ? (
          <>
            <CircleCheck aria-hidden="true" className="size-12 text-success-foreground" />
            <h1 className="text-lg font-semibold">{BILLING_MESSAGES.confirmed}</h1>
            <p className="text-sm text-muted-foreground">{confirmedDetail(query.data)}</p>
            <Button asChild variant="outline">
              <Link to="/dashboard">Go to dashboard</Link>
            </Button>
          </>
        ) : failed ? (
          <>
            <CircleX aria-hidden="true" className="size-12 text-error-foreground" />
            <h1 className="text-lg font-semibold">
              {chargeId === null ? BILLING_MESSAGES.noCharge : 'Payment not completed'}
            </h1>
            <p role="alert" className="text-sm text-error-foreground">
              {BILLING_MESSAGES.failed}
            </p>
            {refused ? <p className="text-sm text-muted-foreground">{refused.message}</p> : null}
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild variant="outline">
                <Link to="/dashboard">Go to dashboard</Link>
              </Button>
              <Button asChild>
                <Link to="/plans">Back to plans</Link>
              </Button>
            </div>
          </>
        ) : (
          <>
            <Spinner className="size-10 text-primary" />
            <h1 className="text-lg font-semibold">{BILLING_MESSAGES.confirming}</h1>
            <p className="text-sm text-muted-foreground">This takes a few seconds. Please keep this page open.</p>
            {query.isError ? (
              <p role="alert" className="text-sm text-error-foreground">
                {BILLING_MESSAGES.statusFailed}
              </p>
            ) : null}
          </>
        )}
      </div>
    </CenteredScreen>
  );
}
