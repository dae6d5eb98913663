import {
  ADMIN_CUSTOMER_MESSAGES,
  INVITATION_MESSAGES,
  newCustomerSchema,
  type NewCustomerInput,
} from '@bizamply/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogFooter } from '@/components/ui/dialog';
import { FormField, fieldDescriptionIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { addCustomer } from '../api/customer-actions';
import { CUSTOMERS_KEY } from '../api/customers';
import { CustomerDialogFrame } from './customer-dialog-frame';

type FormValues = z.output<typeof newCustomerSchema>;

/** Spec 3 "Add New Customer": first name, last name, email (required), initial credits (minimum 0). */
export function AddCustomerDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewCustomerInput, unknown, FormValues>({
    resolver: zodResolver(newCustomerSchema),
    defaultValues: { firstName: '', lastName: '', Email: '', initialCredits: 0 },
  });
  const mutation = useMutation({
    mutationFn: (values: FormValues) => addCustomer(values),
    onSuccess: async (_response, values) => {
      toast.success(ADMIN_CUSTOMER_MESSAGES.added, {
        description: INVITATION_MESSAGES.sent.replace('{email}', values.Email),
      });
      onClose();
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    },
    onError: (error) => toast.error(`${ADMIN_CUSTOMER_MESSAGES.addCustomerErrorPrefix}${errorMessage(error)}`),
  });

  return (
    <CustomerDialogFrame
      title={ADMIN_CUSTOMER_MESSAGES.addNewCustomer}
      description={INVITATION_MESSAGES.addCustomerNote}
      onClose={onClose}
      busy={mutation.isPending}
    >
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <DialogBody className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="new-first-name" label="First Name" error={errors.firstName?.message}>
              <Input
                id="new-first-name"
                autoComplete="off"
                autoFocus
                aria-invalid={errors.firstName ? true : undefined}
                aria-describedby={fieldDescriptionIds('new-first-name', { error: errors.firstName })}
                {...register('firstName')}
              />
            </FormField>
            <FormField id="new-last-name" label="Last Name" error={errors.lastName?.message}>
              <Input
                id="new-last-name"
                autoComplete="off"
                aria-invalid={errors.lastName ? true : undefined}
                aria-describedby={fieldDescriptionIds('new-last-name', { error: errors.lastName })}
                {...register('lastName')}
              />
            </FormField>
          </div>
          <FormField id="new-email" label="Email" error={errors.Email?.message}>
            <Input
              id="new-email"
              type="email"
              required
              autoComplete="off"
              aria-invalid={errors.Email ? true : undefined}
              aria-describedby={fieldDescriptionIds('new-email', { error: errors.Email })}
              {...register('Email')}
            />
          </FormField>
          <FormField id="new-initial-credits" label="Initial Credits" error={errors.initialCredits?.message}>
            <Input
              id="new-initial-credits"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              aria-invalid={errors.initialCredits ? true : undefined}
              aria-describedby={fieldDescriptionIds('new-initial-credits', { error: errors.initialCredits })}
              {...register('initialCredits')}
            />
          </FormField>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {ADMIN_CUSTOMER_MESSAGES.addCustomer}
          </Button>
        </DialogFooter>
      </form>
    </CustomerDialogFrame>
  );
}
