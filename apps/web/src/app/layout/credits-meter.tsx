import { Coins } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

/** Spec 2: the bar is never narrower than 2%. */
export const CREDITS_BAR_MIN_PERCENT = 2;

/** Percent remaining = 100 − the used share, kept within 0–100 (spec 2 "Sidebar and top bar"). */
export function creditsRemainingPercent(total: number, used: number): number {
  if (!(total > 0)) return 0;
  const usedShare = (Math.max(0, used) / total) * 100;
  return Math.min(100, Math.max(0, 100 - usedShare));
}

export function creditsBarWidthPercent(total: number, used: number): number {
  return Math.max(CREDITS_BAR_MIN_PERCENT, creditsRemainingPercent(total, used));
}

interface CreditsMeterProps {
  /** Both undefined until the account's credits are loaded: the meter then shows no figure at all. */
  total?: number;
  used?: number;
  collapsed?: boolean;
}

export function CreditsMeter({ total, used, collapsed = false }: CreditsMeterProps) {
  const known = total !== undefined && used !== undefined;
  const remainingPercent = known ? creditsRemainingPercent(total, used) : 0;
  const width = known ? creditsBarWidthPercent(total, used) : 0;
  const remaining = known ? Math.max(0, total - used) : 0;
  const low = known && remainingPercent < 10;

  return (
    <div
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-border bg-background p-3',
        collapsed && 'items-center p-2',
      )}
      aria-label="Credits"
      role="group"
    >
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
          <Coins aria-hidden="true" className="size-4" />
          <span className={cn(collapsed && 'sr-only')}>Credits</span>
        </span>
        {collapsed ? null : (
          <span className="tabular text-xs font-semibold">
            {known ? `${formatNumber(remaining)} / ${formatNumber(total)}` : '—'}
          </span>
        )}
      </div>
      <div
        role="meter"
        aria-label="Credits remaining"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={known ? Math.round(remainingPercent) : undefined}
        aria-valuetext={known ? `${Math.round(remainingPercent)}% remaining` : 'Not loaded'}
        className={cn('h-1.5 w-full overflow-hidden rounded-full bg-muted', collapsed && 'w-8')}
      >
        {known ? (
          <div
            data-testid="credits-bar"
            className={cn('h-full rounded-full transition-[width]', low ? 'bg-warning' : 'bg-primary')}
            style={{ width: `${width}%` }}
          />
        ) : null}
      </div>
      {collapsed || !known ? null : (
        <span className="tabular text-xs text-muted-foreground">{Math.round(remainingPercent)}% remaining</span>
      )}
    </div>
  );
}
