import {
  ACCOUNT_TYPES,
  ADMIN_CUSTOMER_MESSAGES,
  updateCustomerSchema,
  type AdminCustomer,
  type UpdateCustomerInput,
} from '@bizamply/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogFooter } from '@/components/ui/dialog';
import { FormField, fieldDescriptionIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { updateCustomer } from '../api/customer-actions';
import { CUSTOMERS_KEY } from '../api/customers';
import { ACCOUNT_TYPE_LABELS } from '../lib/customer-display';
import { CustomerDialogFrame } from './customer-dialog-frame';

type FormValues = z.output<typeof updateCustomerSchema>;

interface EditCustomerDialogProps {
  customer: AdminCustomer;
  onClose: () => void;
}

/** Spec 3 "Edit": firstName, lastName, Email (required, e-mail input), accountType. */
export function EditCustomerDialog({ customer, onClose }: EditCustomerDialogProps) {
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<UpdateCustomerInput, unknown, FormValues>({
    resolver: zodResolver(updateCustomerSchema),
    defaultValues: {
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
      Email: customer.Email,
      accountType: customer.accountType,
    },
  });
  const mutation = useMutation({
    mutationFn: (values: FormValues) => updateCustomer(customer._id, values),
    onSuccess: async () => {
      toast.success(ADMIN_CUSTOMER_MESSAGES.updated);
      onClose();
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    },
    onError: (error) => toast.error(errorMessage(error, ADMIN_CUSTOMER_MESSAGES.updateFailed)),
  });

  return (
    <CustomerDialogFrame title="Edit Customer" description={customer.Email} onClose={onClose} busy={mutation.isPending}>
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <DialogBody className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="edit-first-name" label="First Name" error={errors.firstName?.message}>
              <Input
                id="edit-first-name"
                autoComplete="off"
                aria-invalid={errors.firstName ? true : undefined}
                aria-describedby={fieldDescriptionIds('edit-first-name', { error: errors.firstName })}
                {...register('firstName')}
              />
            </FormField>
            <FormField id="edit-last-name" label="Last Name" error={errors.lastName?.message}>
              <Input
                id="edit-last-name"
                autoComplete="off"
                aria-invalid={errors.lastName ? true : undefined}
                aria-describedby={fieldDescriptionIds('edit-last-name', { error: errors.lastName })}
                {...register('lastName')}
              />
            </FormField>
          </div>
          <FormField id="edit-email" label="Email" error={errors.Email?.message}>
            <Input
              id="edit-email"
              type="email"
              required
              autoComplete="off"
              aria-invalid={errors.Email ? true : undefined}
              aria-describedby={fieldDescriptionIds('edit-email', { error: errors.Email })}
              {...register('Email')}
            />
          </FormField>
          <FormField id="edit-account-type" label="Account Type">
            <Controller
              control={control}
              name="accountType"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="edit-account-type" aria-label="Account Type">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {ACCOUNT_TYPES.map((type) => (
                      <SelectItem key={type} value={type}>
                        {ACCOUNT_TYPE_LABELS[type]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogFooter>
      </form>
    </CustomerDialogFrame>
  );
}
