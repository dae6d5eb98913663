import {
  CONNECTION_CARD_INFO,
  CONNECTION_MESSAGES,
  facebookConnectBodySchema,
  googleConnectBodySchema,
  ONBOARDING_MESSAGES,
  SHOPIFY_DOMAIN_EXAMPLE,
  shopifyDomainSchema,
  tiktokConnectBodySchema,
} from '@bizamply/contracts';
import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
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
import { onboardingToast } from '../lib/onboarding-toast';
import { ConsentPicker } from './consent-picker';

/** Services whose connect dialog asks for one value (spec 1 §5 "Connection inputs"). */
export type InputService = 'shopify' | 'facebook' | 'tiktok' | 'google';

export function isInputService(service: string): service is InputService {
  return service === 'shopify' || service === 'facebook' || service === 'tiktok' || service === 'google';
}

const FIELDS: Record<InputService, { label: string; placeholder: string; schema: ZodType<string> }> = {
  shopify: {
    label: ONBOARDING_MESSAGES.shopifyDomainLabel,
    placeholder: SHOPIFY_DOMAIN_EXAMPLE,
    schema: shopifyDomainSchema,
  },
  facebook: {
    label: ONBOARDING_MESSAGES.facebookPageIdLabel,
    placeholder: '123456789012345',
    schema: facebookConnectBodySchema.shape.pageId,
  },
  tiktok: {
    label: ONBOARDING_MESSAGES.tiktokHandleLabel,
    placeholder: '@yourbrand',
    schema: tiktokConnectBodySchema.shape.handle,
  },
  google: {
    label: ONBOARDING_MESSAGES.googlePropertyLabel,
    placeholder: 'GA4-XXXXXXXXX-1',
    schema: googleConnectBodySchema.shape.businessId,
  },
};

interface ConnectDialogProps {
  service: InputService;
  brandId: string;
  brandName: string;
  initialValue?: string;
  busy: boolean;
  /** Called inside the submit event (a popup can still be opened) with the validated value. */
  onSubmit: (value: string) => void;
  onClose: () => void;
}

/** Asks for the service's value, checked with the spec's messages before anything is sent. */
export function ConnectDialog({
  service,
  brandId,
  brandName,
  initialValue = '',
  busy,
  onSubmit,
  onClose,
}: ConnectDialogProps) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const field = FIELDS[service];
  const name = CONNECTION_CARD_INFO[service].name;
  const id = `connect-${service}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = field.schema.safeParse(value);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      setError(message);
      onboardingToast.validation(message);
      return;
    }
    setError(null);
    onSubmit(parsed.data);
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <form noValidate onSubmit={submit} className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>{ONBOARDING_MESSAGES.connectTitle.replace('{service}', name)}</DialogTitle>
            <DialogDescription>
              {ONBOARDING_MESSAGES.connectDescription.replace('{brand}', brandName)}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-4">
            {service === 'shopify' ? null : (
              <ConsentPicker
                service={service}
                brandId={brandId}
                value={value}
                disabled={busy}
                onPick={(picked) => {
                  setValue(picked);
                  setError(null);
                }}
              />
            )}
            <FormField id={id} label={field.label} error={error ?? undefined}>
              <Input
                id={id}
                value={value}
                placeholder={field.placeholder}
                autoComplete="off"
                autoFocus={service === 'shopify'}
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
            <Button variant="outline" onClick={onClose}>
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
