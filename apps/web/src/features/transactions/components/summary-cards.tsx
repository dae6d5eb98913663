import { CREDIT_MESSAGES, fillMessage, TRANSACTIONS_PAGE_MESSAGES as T } from '@bizamply/contracts';
import { ArrowDownLeft, ArrowUpRight, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';

/** Spec 2: the Available Credits bar is at least 5% wide whenever credits are left. */
export const AVAILABLE_BAR_MIN_PERCENT = 5;

export function availableBarPercent(available: number, total: number): number {
  if (!(total > 0) || !(available > 0)) return 0;
  return Math.min(100, Math.max(AVAILABLE_BAR_MIN_PERCENT, (available / total) * 100));
}

function SummaryCard({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-[104px] flex-col gap-2 rounded-lg border border-border bg-surface p-4 shadow-card">
      <div className="flex items-center justify-between text-xs font-medium text-muted-foreground">
        {label}
        <span className="[&_svg]:size-4">{icon}</span>
      </div>
      {children}
    </div>
  );
}

interface SummaryCardsProps {
  balance: { availableCredits: number; totalCredits: number } | undefined;
}

/**
 * Available Credits, Credits Used and Credits Added for the whole account (the spec summed the loaded page;
 * we show the ledger's totals, which the list response carries as currentBalance).
 */
export function SummaryCards({ balance }: SummaryCardsProps) {
  if (!balance) {
    return (
      <div className="grid gap-4 sm:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-[104px]" />
        ))}
      </div>
    );
  }
  const { availableCredits: available, totalCredits: total } = balance;
  const used = Math.max(0, total - available);
  const percent = availableBarPercent(available, total);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SummaryCard label={CREDIT_MESSAGES.availableCredits} icon={<Wallet />}>
        <p className="tabular text-2xl leading-8 font-semibold">
          {formatNumber(available)}
          <span className="text-sm font-normal text-muted-foreground"> / {formatNumber(total)}</span>
        </p>
        <div
          role="meter"
          aria-label={CREDIT_MESSAGES.availableCredits}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={available}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
        <p className="tabular text-xs text-muted-foreground">
          {fillMessage(T.availableHint, { percent: total > 0 ? Math.round((available / total) * 100) : 0 })}
        </p>
      </SummaryCard>
      <SummaryCard label={CREDIT_MESSAGES.creditsUsed} icon={<ArrowUpRight />}>
        <p className="tabular text-2xl leading-8 font-semibold text-error-foreground">{formatNumber(used)}</p>
        <p className="text-xs text-muted-foreground">{T.usedHint}</p>
      </SummaryCard>
      <SummaryCard label={CREDIT_MESSAGES.creditsAdded} icon={<ArrowDownLeft />}>
        <p className="tabular text-2xl leading-8 font-semibold text-success-foreground">{formatNumber(total)}</p>
        <p className="text-xs text-muted-foreground">{T.addedHint}</p>
      </SummaryCard>
    </div>
  );
}
