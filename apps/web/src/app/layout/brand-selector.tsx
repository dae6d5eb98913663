import { SHELL_MESSAGES } from '@bizamply/contracts';
import { ChevronDown, RotateCw, Store, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useBrandLogos } from './api/brand-logos';
import { BrandAvatar } from './brand-avatar';
import { useBrandContext } from './brand-context';
import { brandStatusDisplay } from './brand-selection';

const DOT: Record<ReturnType<typeof brandStatusDisplay>['tone'], string> = {
  success: 'bg-success',
  warning: 'bg-warning',
  error: 'bg-error',
};

const trigger =
  'flex h-9 max-w-64 min-w-0 items-center gap-2 rounded-md border border-input bg-surface px-2.5 text-sm shadow-card transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-default disabled:hover:bg-surface';

/** The top bar's brand selector (spec 2 "Sidebar and top bar", §4, §8). */
export function BrandSelector() {
  const { brands, listState, selectedBrand, selectBrand, reloadBrands } = useBrandContext();
  const logos = useBrandLogos(brands.map((brand) => brand.BrandName)).data;

  if (listState.kind === 'loading') {
    return (
      <button
        type="button"
        disabled
        aria-label={SHELL_MESSAGES.selectBrand}
        className={cn(trigger, 'text-muted-foreground')}
      >
        <Spinner />
        <span className="truncate max-sm:sr-only">{SHELL_MESSAGES.selectBrand}</span>
      </button>
    );
  }

  if (listState.kind !== 'ready') {
    const failed = listState.kind === 'error';
    return (
      <DropdownMenu>
        <DropdownMenuTrigger className={cn(trigger, failed ? 'text-error-foreground' : 'text-muted-foreground')}>
          {failed ? (
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <Store aria-hidden="true" className="size-4 shrink-0" />
          )}
          <span className="truncate max-sm:sr-only">{listState.message}</span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-60" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-64">
          <DropdownMenuLabel>{listState.message}</DropdownMenuLabel>
          <DropdownMenuItem onSelect={reloadBrands}>
            <RotateCw aria-hidden="true" />
            {SHELL_MESSAGES.tryAgain}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  }

  const current = selectedBrand ? brandStatusDisplay(selectedBrand) : null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={trigger}
        aria-label={
          selectedBrand
            ? `Brand: ${selectedBrand.BrandName}, ${current?.detail}. Change brand`
            : SHELL_MESSAGES.selectBrand
        }
      >
        {selectedBrand ? (
          <BrandAvatar name={selectedBrand.BrandName} logoUrl={logos?.get(selectedBrand.BrandName)} />
        ) : (
          <Store aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        )}
        <span
          className={cn('truncate font-medium max-sm:sr-only', !selectedBrand && 'font-normal text-muted-foreground')}
        >
          {selectedBrand?.BrandName ?? SHELL_MESSAGES.selectBrand}
        </span>
        {current ? <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', DOT[current.tone])} /> : null}
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        <DropdownMenuLabel>{SHELL_MESSAGES.selectBrand}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={selectedBrand?.BrandId ?? ''} onValueChange={selectBrand}>
          {brands.map((brand) => {
            const status = brandStatusDisplay(brand);
            return (
              <DropdownMenuRadioItem key={brand.BrandId} value={brand.BrandId} className="items-start py-2">
                <BrandAvatar name={brand.BrandName} logoUrl={logos?.get(brand.BrandName)} className="mt-0.5" />
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="truncate font-medium">{brand.BrandName}</span>
                  <Badge variant={status.tone} className="self-start">
                    {status.detail}
                  </Badge>
                </span>
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
