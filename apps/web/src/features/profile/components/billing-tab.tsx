import { PROFILE_MESSAGES, type Profile } from '@bizamply/contracts';
import { CreditCard } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

const PLAN_NAMES: Record<Profile['accountType'], string> = {
  free: 'Free',
  basic: 'Basic',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

/** Profile › Billing: the plan comes from the account type; subscriptions are managed on /plans. */
export function BillingTab({ profile }: { profile: Profile }) {
  const paid = profile.accountType !== 'free';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Current Plan</CardTitle>
        <CardDescription>Your subscription and what it includes.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary-subtle text-primary-subtle-foreground">
          <CreditCard aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="flex items-center gap-2 text-lg font-semibold">
            {PLAN_NAMES[profile.accountType]} Plan
            <Badge variant={paid ? 'success' : 'neutral'}>{paid ? 'Active' : 'Free'}</Badge>
          </p>
          <p className="text-sm text-muted-foreground">
            Next billing date:{' '}
            <span className="text-foreground">{paid ? 'Managed by your Shopify store' : PROFILE_MESSAGES.notSet}</span>
          </p>
        </div>
      </CardContent>
      <CardFooter className="justify-end">
        {paid ? (
          <Button variant="outline" asChild>
            <Link to="/plans">{PROFILE_MESSAGES.cancelSubscription}</Link>
          </Button>
        ) : (
          <Button variant="outline" disabled title="The free plan has no subscription to cancel">
            {PROFILE_MESSAGES.cancelSubscription}
          </Button>
        )}
        <Button asChild>
          <Link to="/plans">{PROFILE_MESSAGES.changePlan}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
