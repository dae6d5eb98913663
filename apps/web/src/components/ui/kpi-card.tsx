import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatSignedPercent } from '@/lib/format';
import { Skeleton } from './skeleton';

interface KpiCardProps {
  label: string;
  /** Already formatted ('1,204', '92.5%', '4.6'). */
  value: ReactNode;
  /** Period-over-period change in percent; omitted when there is no previous period to compare with. */
  change?: number | null;
  /** For figures where going down is good (response time). */
  lowerIsBetter?: boolean;
  icon?: ReactNode;
  hint?: ReactNode;
  selected?: boolean;
  onSelect?: () => void;
  className?: string;
}

const frame = 'flex h-[116px] flex-col justify-between rounded-lg border bg-surface p-4 text-left shadow-card';

function ChangeLine({ change, lowerIsBetter }: { change: number; lowerIsBetter: boolean }) {
  const good = lowerIsBetter ? change < 0 : change > 0;
  const tone = change === 0 ? 'text-muted-foreground' : good ? 'text-success-foreground' : 'text-error-foreground';
  const Icon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : Minus;
  return (
    <span className={cn('tabular inline-flex items-center gap-0.5 text-xs font-medium', tone)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {formatSignedPercent(change)}
      <span className="sr-only">{good ? ' (better than the previous period)' : ''}</span>
    </span>
  );
}

/** Label, big number and change. A card with onSelect is a toggle button (the dashboard's chart picker). */
export function KpiCard({
  label,
  value,
  change,
  lowerIsBetter = false,
  icon,
  hint,
  selected = false,
  onSelect,
  className,
}: KpiCardProps) {
  const body = (
    <>
      <div className="flex items-start justify-between gap-2">
        <span className="text-xs font-medium text-muted-foreground">{label}</span>
        {icon ? <span className="text-muted-foreground [&_svg]:size-4">{icon}</span> : null}
      </div>
      <div className="flex items-end justify-between gap-2">
        <span className="tabular text-2xl leading-8 font-semibold">{value}</span>
        {change === undefined || change === null ? null : <ChangeLine change={change} lowerIsBetter={lowerIsBetter} />}
      </div>
      {hint ? <span className="truncate text-xs text-muted-foreground">{hint}</span> : null}
    </>
  );
  const classes = cn(frame, selected ? 'border-primary ring-1 ring-primary' : 'border-border', className);
  if (!onSelect) return <div className={classes}>{body}</div>;
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        classes,
        'transition-colors hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-ring',
      )}
    >
      {body}
    </button>
  );
}

/** Same size as KpiCard, so nothing moves when the numbers arrive. */
export function KpiCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn(frame, 'border-border', className)} aria-hidden="true">
      <Skeleton className="h-3 w-24" />
      <div className="flex items-end justify-between">
        <Skeleton className="h-7 w-20" />
        <Skeleton className="h-3 w-12" />
      </div>
    </div>
  );
}
