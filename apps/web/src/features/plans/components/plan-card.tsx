import { BILLING_MESSAGES, type PlanTier, type SubscriptionPlan } from '@bizamply/contracts';
import { Check, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

export const CONTACT_SALES_URL = 'mailto:sales@bizamply.com?subject=Bizamply%20Enterprise';

interface PlanCardProps {
  plan: SubscriptionPlan;
  current: boolean;
  /** The next tier above the current plan (spec 3 §4). */
  upgrade: boolean;
  /** Higher than the current plan (Upgrade wording) or lower (Switch). */
  direction: 'up' | 'down';
  busy: boolean;
  loading: boolean;
  disabled: boolean;
  onChoose: (plan: SubscriptionPlan) => void;
}

const money = (value: number) => `$${value.toFixed(2)}`;

function PlanAction({ plan, current, direction, busy, loading, disabled, onChoose }: Omit<PlanCardProps, 'upgrade'>) {
  if (current) {
    return (
      <Button variant="outline" className="w-full" disabled>
        {BILLING_MESSAGES.currentPlan}
      </Button>
    );
  }
  if (plan.price === null) {
    return (
      <Button variant="outline" className="w-full" asChild>
        <a href={CONTACT_SALES_URL}>{BILLING_MESSAGES.contactUs}</a>
      </Button>
    );
  }
  return (
    <Button
      className="w-full"
      variant={direction === 'up' ? 'primary' : 'outline'}
      loading={loading}
      disabled={busy || disabled}
      onClick={() => onChoose(plan)}
    >
      {direction === 'up' ? `${BILLING_MESSAGES.upgrade} to ${plan.name}` : `Switch to ${plan.name}`}
    </Button>
  );
}

/** One plan: name, price per 30 days, what it includes and does not, and its action. */
export function PlanCard(props: PlanCardProps) {
  const { plan, current, upgrade } = props;
  const titleId = `plan-${plan.accountType}`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col gap-5 rounded-xl border bg-surface p-6 shadow-card',
        current ? 'border-primary ring-1 ring-primary' : upgrade ? 'border-primary/50' : 'border-border',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-lg font-semibold">
            {plan.name}
          </h2>
          <p className="text-sm text-muted-foreground">{plan.description}</p>
        </div>
        {current ? (
          <Badge variant="success">{BILLING_MESSAGES.currentPlan}</Badge>
        ) : upgrade ? (
          <Badge variant="primary">{BILLING_MESSAGES.upgrade}</Badge>
        ) : null}
      </div>
      <p className="flex items-baseline gap-1">
        {plan.price === null ? (
          <span className="text-3xl font-semibold tracking-tight">Custom</span>
        ) : (
          <>
            <span className="tabular text-3xl font-semibold tracking-tight">{money(plan.price)}</span>
            <span className="text-sm text-muted-foreground">/ month</span>
          </>
        )}
      </p>
      <p className="-mt-3 text-xs text-muted-foreground">
        {plan.monthlyCredits === null
          ? 'Price agreed with our sales team'
          : `${formatNumber(plan.monthlyCredits)} credits every 30 days, billed through Shopify`}
      </p>
      <ul className="flex flex-1 flex-col gap-2 text-sm" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-foreground" />
            {feature}
          </li>
        ))}
        {plan.nonFeatures.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-muted-foreground">
            <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="sr-only">Not included: </span>
              {feature}
            </span>
          </li>
        ))}
      </ul>
      <PlanAction {...props} />
    </li>
  );
}

export const isHigher = (tiers: readonly PlanTier[], a: PlanTier, b: PlanTier) => tiers.indexOf(a) > tiers.indexOf(b);
