import { ADMIN_CUSTOMER_MESSAGES, addCreditsSchema, fillMessage, type AdminCustomer } from '@bizamply/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogFooter } from '@/components/ui/dialog';
import { FormField, fieldDescriptionIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { addCredits } from '../api/customer-actions';
import { CUSTOMERS_KEY } from '../api/customers';
import { customerName } from '../lib/customer-display';
import { CustomerDialogFrame } from './customer-dialog-frame';

const formSchema = addCreditsSchema.pick({ amount: true, description: true });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

interface AddCreditsDialogProps {
  customer: AdminCustomer;
  onClose: () => void;
}

/** Spec 3 "Add credits": amount (minimum 1) and an optional description. */
export function AddCreditsDialog({ customer, onClose }: AddCreditsDialogProps) {
  const queryClient = useQueryClient();
  // One key for this dialog: a retried or double-clicked submit adds the credits once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { amount: '', description: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: FormValues) => addCredits(customer._id, { ...values, idempotencyKey }),
    onSuccess: async (_result, values) => {
      toast.success(fillMessage(ADMIN_CUSTOMER_MESSAGES.creditsAdded, { n: values.amount }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    },
    onError: (error) => toast.error(errorMessage(error, ADMIN_CUSTOMER_MESSAGES.addCreditsFailed)),
  });

  return (
    <CustomerDialogFrame
      title="Add Credits"
      description={`${customerName(customer)} · ${formatNumber(customer.availableCredits)} credits available`}
      onClose={onClose}
      busy={mutation.isPending}
    >
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <DialogBody className="flex flex-col gap-4">
          <FormField id="credit-amount" label="Amount" error={errors.amount?.message}>
            <Input
              id="credit-amount"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              autoFocus
              placeholder="e.g. 100"
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={fieldDescriptionIds('credit-amount', { error: errors.amount })}
              {...register('amount')}
            />
          </FormField>
          <FormField
            id="credit-description"
            label="Description"
            hint={`Optional. Defaults to '${ADMIN_CUSTOMER_MESSAGES.defaultCreditDescription}'.`}
            error={errors.description?.message}
          >
            <Input
              id="credit-description"
              placeholder={ADMIN_CUSTOMER_MESSAGES.defaultCreditDescription}
              aria-describedby={fieldDescriptionIds('credit-description', {
                hint: true,
                error: errors.description,
              })}
              {...register('description')}
            />
          </FormField>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Add Credits
          </Button>
        </DialogFooter>
      </form>
    </CustomerDialogFrame>
  );
}
