import {
  DISCOUNT_LABELS,
  DISCOUNT_MESSAGES,
  DISCOUNT_TYPES,
  type Discount,
  type DiscountUpdate,
} from '@bizamply/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField, fieldDescriptionIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import {
  discountFormDefaults,
  discountFormSchema,
  useUpdateDiscount,
  type DiscountFormInput,
} from '../api/update-discount';
import { DiscountStatusBadge } from './discount-status-badge';

const FIELDS = ['title', 'type', 'amount', 'startsAt', 'endsAt', 'usageLimit'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(name);

interface EditDiscountDialogProps {
  discount: Discount | null;
  onClose: () => void;
}

/** Spec 2 "Edit modal titled Edit Discount with Cancel and Update"; the change is written to Shopify. */
export function EditDiscountDialog({ discount, onClose }: EditDiscountDialogProps) {
  return (
    <Dialog open={discount !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-xl">
        {discount ? <EditDiscountForm key={discount.id} discount={discount} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditDiscountForm({ discount, onClose }: { discount: Discount; onClose: () => void }) {
  const mutation = useUpdateDiscount();
  // The spec's banner, with the server's reason when it gave a more precise one.
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DiscountFormInput, unknown, DiscountUpdate>({
    resolver: zodResolver(discountFormSchema),
    defaultValues: discountFormDefaults(discount),
  });
  const type = useWatch({ control, name: 'type' });

  const onSubmit = async (values: DiscountUpdate) => {
    setFailure(null);
    try {
      await mutation.mutateAsync({ name: discount.title, values });
      toast.success(DISCOUNT_MESSAGES.updated);
      onClose();
    } catch (error) {
      const details = isApiError(error) ? (error.details ?? []) : [];
      for (const detail of details) {
        if (isField(detail.field)) setError(detail.field as Path<DiscountFormInput>, { message: detail.message });
      }
      toast.error(DISCOUNT_MESSAGES.updateFailed);
      const specific = isApiError(error) && error.status !== 0 && error.message !== DISCOUNT_MESSAGES.updateFailed;
      setFailure({ reason: specific ? error.message : null });
    }
  };

  const field = (name: (typeof FIELDS)[number], hint?: string) => {
    const id = `discount-${name}`;
    const error = errors[name]?.message;
    return {
      id,
      error,
      hint,
      input: {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': fieldDescriptionIds(id, { hint, error }),
      },
    };
  };
  const title = field('title');
  const amount = field('amount');
  const startsAt = field('startsAt');
  const endsAt = field('endsAt', 'Leave empty for no end date.');
  const usageLimit = field('usageLimit', 'Leave empty for unlimited uses.');
  const typeField = field('type');

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex min-h-0 flex-col" aria-label="Edit discount">
      <DialogHeader>
        <DialogTitle>{DISCOUNT_MESSAGES.editTitle}</DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-2">
          {discount.code ? <span className="font-mono text-xs">{discount.code}</span> : null}
          <DiscountStatusBadge status={discount.status} />
          <span>Changes are saved to your Shopify store.</span>
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-4">
        {failure ? (
          <Alert variant="error" title={DISCOUNT_MESSAGES.updateFailed}>
            {failure.reason}
          </Alert>
        ) : null}
        <FormField id={title.id} label={DISCOUNT_LABELS.columns.title} error={title.error}>
          <Input {...title.input} autoComplete="off" {...register('title')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={typeField.id} label={DISCOUNT_LABELS.columns.type} error={typeField.error}>
            <Controller
              control={control}
              name="type"
              render={({ field: select }) => (
                <Select value={select.value} onValueChange={select.onChange}>
                  <SelectTrigger {...typeField.input} ref={select.ref} onBlur={select.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {DISCOUNT_TYPES.map((value) => (
                      <SelectItem key={value} value={value}>
                        {DISCOUNT_LABELS.types[value]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField id={amount.id} label={DISCOUNT_LABELS.columns.amount} error={amount.error}>
            <div className="relative">
              <Input {...amount.input} inputMode="decimal" className="pr-12 tabular" {...register('amount')} />
              <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">
                {type === 'percentage' ? '%' : (discount.currencyCode ?? 'USD')}
              </span>
            </div>
          </FormField>
          <FormField id={startsAt.id} label={DISCOUNT_LABELS.columns.startsAt} error={startsAt.error}>
            <Input {...startsAt.input} type="datetime-local" {...register('startsAt')} />
          </FormField>
          <FormField id={endsAt.id} label={DISCOUNT_LABELS.columns.endsAt} hint={endsAt.hint} error={endsAt.error}>
            <Input {...endsAt.input} type="datetime-local" {...register('endsAt')} />
          </FormField>
          <FormField
            id={usageLimit.id}
            label={DISCOUNT_LABELS.columns.usageLimit}
            hint={usageLimit.hint}
            error={usageLimit.error}
          >
            <Input {...usageLimit.input} inputMode="numeric" className="tabular" {...register('usageLimit')} />
          </FormField>
        </div>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{DISCOUNT_MESSAGES.cancel}</Button>
        </DialogClose>
        <Button type="submit" loading={mutation.isPending}>
          {mutation.isPending ? DISCOUNT_MESSAGES.updating : DISCOUNT_MESSAGES.update}
        </Button>
      </DialogFooter>
    </form>
  );
}
