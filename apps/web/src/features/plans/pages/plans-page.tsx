import {
  BILLING_MESSAGES,
  CREDIT_PACKS,
  PLAN_TIERS,
  SUBSCRIPTION_PLANS,
  nextTier,
  type CreditPack,
  type SubscriptionPlan,
} from '@bizamply/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { browserLocation } from '@/lib/navigation';
import { cancelSubscription, createSubscription, purchaseCredits, useCurrentPlan } from '../api/billing';
import { CreditPackCard } from '../components/credit-pack-card';
import { PlanCard, isHigher } from '../components/plan-card';

const serverMessage = (error: unknown, fallback: string) =>
  isApiError(error) && error.status > 0 && error.status < 500 && error.message ? error.message : fallback;

function LoadingState() {
  return (
    <div aria-busy="true" aria-label="Loading plans" className="flex flex-col gap-8">
      <div className="grid gap-4 lg:grid-cols-3">
        {SUBSCRIPTION_PLANS.map((plan) => (
          <Skeleton key={plan.name} className="h-[440px]" />
        ))}
      </div>
      <Skeleton className="h-[160px]" />
    </div>
  );
}

/** /plans: Basic, Premium, Enterprise and the extra credit packs, paid through Shopify Billing (spec 3 Plans). */
export function PlansPage() {
  useDocumentTitle(BILLING_MESSAGES.plansTitle);
  const queryClient = useQueryClient();
  const query = useCurrentPlan();
  // 'Buy credits' (the low-balance banner, an out-of-credits error) lands on the credit packs.
  const { hash } = useLocation();
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (hash === '#extra-credits' && loaded) document.getElementById('extra-credits')?.scrollIntoView();
  }, [hash, loaded]);
  const [pending, setPending] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const goToShopify = async (key: string, start: () => Promise<string>, fallback: string) => {
    setPending(key);
    try {
      browserLocation.assign(await start());
    } catch (error) {
      toast.error(serverMessage(error, fallback));
      setPending(null);
    }
  };
  const onChoose = (plan: SubscriptionPlan) =>
    void goToShopify(plan.name, () => createSubscription(plan), BILLING_MESSAGES.subscribeFailed);
  const onBuy = (pack: CreditPack) =>
    void goToShopify(pack.name, () => purchaseCredits(pack), BILLING_MESSAGES.purchaseFailed);

  const onCancel = async () => {
    const subscription = query.data?.subscription;
    if (!subscription) return;
    setCancelling(true);
    try {
      await cancelSubscription(subscription.subscriptionId);
      toast.success(BILLING_MESSAGES.cancelled);
      setConfirmCancel(false);
      await queryClient.invalidateQueries();
    } catch {
      toast.error(BILLING_MESSAGES.cancelFailed);
    } finally {
      setCancelling(false);
    }
  };

  const current = query.data?.accountType ?? 'free';
  const upgradeTier = nextTier(current);
  const canPay = query.data?.shopifyConnected ?? false;
  const subscription = query.data?.subscription ?? null;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col">
      <PageHeader
        title={BILLING_MESSAGES.plansTitle}
        description="Plans renew every 30 days and are billed through your Shopify store. Credits are added as soon as Shopify confirms the payment."
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <Alert variant="error" onRetry={() => void query.refetch()}>
          {serverMessage(query.error, 'Failed to load plans')}
        </Alert>
      ) : (
        <div className="flex flex-col gap-8">
          {canPay ? null : (
            <Alert variant="warning" title={BILLING_MESSAGES.shopifyRequired}>
              Payments go through Shopify Billing.{' '}
              <Link to="/connections" className="font-medium underline underline-offset-2">
                Open Platform Connections
              </Link>
            </Alert>
          )}
          {subscription ? (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface px-4 py-3 text-sm shadow-card">
              <p>
                <span className="font-medium">{subscription.name}</span>{' '}
                <span className="text-muted-foreground">
                  {subscription.currentPeriodEnd
                    ? `· renews on ${formatDate(subscription.currentPeriodEnd)}`
                    : '· active'}
                </span>
              </p>
              <Button variant="ghost" size="sm" onClick={() => setConfirmCancel(true)}>
                Cancel subscription
              </Button>
            </div>
          ) : null}

          <ul className="grid gap-4 lg:grid-cols-3" aria-label="Plans">
            {SUBSCRIPTION_PLANS.map((plan) => (
              <PlanCard
                key={plan.name}
                plan={plan}
                current={plan.accountType === current}
                upgrade={plan.accountType === upgradeTier}
                direction={isHigher(PLAN_TIERS, plan.accountType, current) ? 'up' : 'down'}
                busy={pending !== null}
                loading={pending === plan.name}
                disabled={!canPay}
                onChoose={onChoose}
              />
            ))}
          </ul>

          <section aria-labelledby="extra-credits" className="flex flex-col gap-3">
            <div className="flex flex-col gap-1">
              <h2 id="extra-credits" className="text-base font-semibold">
                {BILLING_MESSAGES.extraCreditsTitle}
              </h2>
              <p className="text-sm text-muted-foreground">
                Top up your balance at any time, on any plan. Credits are shared by all your brands.
              </p>
            </div>
            <ul className="grid gap-3 md:grid-cols-2" aria-label="Credit packs">
              {CREDIT_PACKS.map((pack) => (
                <CreditPackCard
                  key={pack.name}
                  pack={pack}
                  loading={pending === pack.name}
                  disabled={!canPay || (pending !== null && pending !== pack.name)}
                  onBuy={onBuy}
                />
              ))}
            </ul>
          </section>
        </div>
      )}

      <Dialog open={confirmCancel} onOpenChange={(open) => !cancelling && setConfirmCancel(open)}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>Cancel subscription</DialogTitle>
            <DialogDescription>{BILLING_MESSAGES.cancelConfirm}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmCancel(false)} disabled={cancelling}>
              Keep plan
            </Button>
            <Button variant="destructive" loading={cancelling} onClick={() => void onCancel()}>
              Cancel subscription
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
