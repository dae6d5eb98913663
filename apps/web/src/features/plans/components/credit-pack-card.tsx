import type { CreditPack } from '@bizamply/contracts';
import { Coins } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';

interface CreditPackCardProps {
  pack: CreditPack;
  loading: boolean;
  disabled: boolean;
  onBuy: (pack: CreditPack) => void;
}

/** A one-time credit pack (spec 3 §9), paid through Shopify like the plans. */
export function CreditPackCard({ pack, loading, disabled, onBuy }: CreditPackCardProps) {
  const credits = formatNumber(pack.credits);
  const perCredit = ((pack.price / pack.credits) * 100).toFixed(1);
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-lg border border-border bg-surface p-4 shadow-card">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-subtle text-primary-subtle-foreground">
        <Coins aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="tabular font-semibold">{credits} credits</p>
        <p className="text-xs text-muted-foreground">One-time payment · {perCredit}¢ per credit</p>
      </div>
      <p className="tabular text-lg font-semibold">${pack.price.toFixed(2)}</p>
      <Button variant="outline" loading={loading} disabled={disabled} onClick={() => onBuy(pack)}>
        Buy {credits} credits
      </Button>
    </li>
  );
}
