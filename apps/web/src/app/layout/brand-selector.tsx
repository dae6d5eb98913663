import { SHELL_MESSAGES } from '@bizamply/contracts';
import { ChevronDown, Store } from 'lucide-react';

/**
 * The brand selector's place in the top bar. The brand list (with each brand's Not Connected / Partial Setup /
 * Connected state) arrives with the brands issue; until then it shows the spec's placeholder, inactive.
 */
export function BrandSelector() {
  return (
    <button
      type="button"
      disabled
      aria-label={SHELL_MESSAGES.selectBrand}
      className="flex h-9 max-w-56 min-w-0 items-center gap-2 rounded-md border border-input bg-surface px-3 text-sm text-muted-foreground shadow-card disabled:cursor-default"
    >
      <Store aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate max-sm:sr-only">{SHELL_MESSAGES.selectBrand}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-60" />
    </button>
  );
}
