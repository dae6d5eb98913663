import { ONBOARDING_MESSAGES } from '@bizamply/contracts';
import { Plus, Store, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fieldDescriptionIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface BrandListFieldProps {
  brands: readonly string[];
  /** Brands the server already has: they cannot be removed here. */
  savedBrands: ReadonlySet<string>;
  input: string;
  onInputChange: (value: string) => void;
  onAdd: () => void;
  onRemove: (brand: string) => void;
  error: string | null;
}

const ID = 'onboarding-brand';

/** Step 1's list of brand names: type a name and add it; the first brand is the main one (spec 1 §2, §5). */
export function BrandListField({
  brands,
  savedBrands,
  input,
  onInputChange,
  onAdd,
  onRemove,
  error,
}: BrandListFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onAdd();
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={ID}>{ONBOARDING_MESSAGES.brands}</Label>
      <div className="flex gap-2">
        <Input
          id={ID}
          value={input}
          placeholder={ONBOARDING_MESSAGES.brandPlaceholder}
          autoComplete="off"
          onChange={(event) => onInputChange(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescriptionIds(ID, { hint: true, error })}
        />
        <Button variant="outline" onClick={onAdd} className="shrink-0">
          <Plus aria-hidden="true" />
          {ONBOARDING_MESSAGES.addBrand}
        </Button>
      </div>
      <p id={`${ID}-hint`} className="text-xs text-muted-foreground">
        {ONBOARDING_MESSAGES.brandsHint}
      </p>
      {error ? (
        <p id={`${ID}-error`} role="alert" className="text-xs font-medium text-error-foreground">
          {error}
        </p>
      ) : null}
      {brands.length > 0 ? (
        <ul className="mt-2 flex flex-col divide-y divide-border rounded-md border border-border" aria-label="Brands">
          {brands.map((brand, index) => (
            <li key={brand} className="flex min-h-11 items-center gap-3 px-3 py-1.5 text-sm">
              <Store aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate font-medium" title={brand}>
                {brand}
              </span>
              {index === 0 ? <Badge variant="primary">{ONBOARDING_MESSAGES.mainBrand}</Badge> : null}
              {savedBrands.has(brand.toLocaleLowerCase()) ? (
                <Badge variant="neutral">{ONBOARDING_MESSAGES.savedBrand}</Badge>
              ) : (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={ONBOARDING_MESSAGES.removeBrand.replace('{brand}', brand)}
                  onClick={() => onRemove(brand)}
                >
                  <X aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
