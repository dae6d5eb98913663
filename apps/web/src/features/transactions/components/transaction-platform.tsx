import type { CreditPlatform } from '@bizamply/contracts';
import { Cog } from 'lucide-react';
import { PlatformIcon } from '@/components/ui/platform-icon';

/** A credit entry's platform with its icon; 'system' entries (bonuses, adjustments) get a neutral mark. */
export function TransactionPlatform({ platform }: { platform: CreditPlatform }) {
  if (platform !== 'system') return <PlatformIcon platform={platform} size="sm" />;
  return (
    <span className="inline-flex items-center gap-2">
      <span className="inline-flex size-5 items-center justify-center rounded bg-muted text-muted-foreground">
        <Cog aria-hidden="true" className="size-3" />
      </span>
      System
    </span>
  );
}
