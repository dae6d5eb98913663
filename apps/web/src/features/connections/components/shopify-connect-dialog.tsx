import {
  CONNECTION_MESSAGES,
  ONBOARDING_MESSAGES,
  SHOPIFY_DOMAIN_EXAMPLE,
  shopifyDomainSchema,
} from '@bizamply/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField, fieldDescriptionIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

interface ShopifyConnectDialogProps {
  /** The store the install link named, when there was one. */
  initialShop: string;
  busy: boolean;
  onSubmit: (shop: string) => void;
  onClose: () => void;
}

/** Shopify by hand on /connections (issue 19): the store domain, checked with spec 1 §5's messages. */
export function ShopifyConnectDialog({ initialShop, busy, onSubmit, onClose }: ShopifyConnectDialogProps) {
  const [value, setValue] = useState(initialShop);
  const [error, setError] = useState<string | null>(null);
  const id = 'connections-shopify-domain';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = shopifyDomainSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? CONNECTION_MESSAGES.shopifyDomainInvalid);
      return;
    }
    setError(null);
    onSubmit(parsed.data);
  };

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent>
        <form noValidate onSubmit={submit} className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>{CONNECTION_MESSAGES.shopifyConnectTitle}</DialogTitle>
            <DialogDescription>{CONNECTION_MESSAGES.shopifyConnectDescription}</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <FormField id={id} label={ONBOARDING_MESSAGES.shopifyDomainLabel} error={error ?? undefined}>
              <Input
                id={id}
                value={value}
                placeholder={SHOPIFY_DOMAIN_EXAMPLE}
                autoComplete="off"
                autoFocus
                onChange={(event) => {
                  setValue(event.target.value);
                  if (error) setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={fieldDescriptionIds(id, { error })}
              />
            </FormField>
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              {ONBOARDING_MESSAGES.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {busy ? CONNECTION_MESSAGES.connecting : CONNECTION_MESSAGES.connect}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
