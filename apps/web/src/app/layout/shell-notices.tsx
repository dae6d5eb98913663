import { BUY_CREDITS_PATH, CREDIT_MESSAGES, isLowBalance, SHELL_MESSAGES } from '@bizamply/contracts';
import { Store, TriangleAlert } from 'lucide-react';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { fillTemplate, formatNumber } from '@/lib/format';
import { useCreditBalance } from './api/credit-balance';

/** Pages whose content belongs to one brand: without any brand they show what to do instead of errors. */
const BRAND_PAGES = ['/dashboard', '/analytics', '/responses', '/loyalty-manager', '/reports'];

export function isBrandPage(pathname: string): boolean {
  return BRAND_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/**
 * A user without brands (the administrator, or an account whose brands were removed) meets an explanation and
 * a way forward, not a wall of 'Select a brand first' (issue 19 item 18).
 */
export function NoBrandState({ isAdmin }: { isAdmin: boolean }) {
  return (
    <EmptyState
      icon={<Store aria-hidden="true" />}
      title={SHELL_MESSAGES.noBrandTitle}
      description={isAdmin ? SHELL_MESSAGES.noBrandAdminHint : SHELL_MESSAGES.noBrandHint}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          {isAdmin ? (
            <Button asChild>
              <Link to="/customers">{SHELL_MESSAGES.noBrandAdminAction}</Link>
            </Button>
          ) : null}
          <Button asChild variant={isAdmin ? 'outline' : 'primary'}>
            <Link to="/onboarding">{SHELL_MESSAGES.noBrandAction}</Link>
          </Button>
        </div>
      }
    />
  );
}

/** At or below 10 % of the account's credits: a banner with the way to buy more (issue 19 item 18). */
export function LowBalanceBanner() {
  const balance = useCreditBalance().data;
  const { pathname } = useLocation();
  if (!balance || !isLowBalance(balance) || pathname === '/plans') return null;
  return (
    <div
      role="status"
      className="mb-5 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-warning/40 bg-warning-subtle px-4 py-2.5 text-sm text-warning-foreground"
    >
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <span className="font-medium">
          {fillTemplate(CREDIT_MESSAGES.lowBalance, {
            available: formatNumber(balance.availableCredits),
            total: formatNumber(balance.totalCredits),
          })}
        </span>{' '}
        {CREDIT_MESSAGES.lowBalanceHint}
      </p>
      <Button asChild size="sm">
        <Link to={BUY_CREDITS_PATH}>{CREDIT_MESSAGES.buyCredits}</Link>
      </Button>
    </div>
  );
}
