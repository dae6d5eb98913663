import {
  ACCOUNT_TYPES,
  ADMIN_CUSTOMER_MESSAGES,
  INVITATION_MESSAGES,
  newCustomerSchema,
  updateCustomerSchema,
  type AdminCustomer,
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
import { addCustomer, updateCustomer } from '../api/customer-actions';
import { CUSTOMERS_KEY } from '../api/customers';
import { ACCOUNT_TYPE_LABELS } from '../lib/customer-display';
import { CustomerDialogFrame } from './customer-dialog-frame';

/**
 * The fields of both forms: adding sends all but the account type, editing all but the initial credits (each
 * field's rules are the contract's).
 */
const customerFormSchema = newCustomerSchema.extend({ accountType: updateCustomerSchema.shape.accountType });
type FormInput = z.input<typeof customerFormSchema>;
type FormValues = z.output<typeof customerFormSchema>;

interface CustomerFormDialogProps {
  /** The customer to edit; without one the dialog adds a new customer. */
  customer?: AdminCustomer;
  onClose: () => void;
}

/**
 * Spec 3 "Add New Customer" (first name, last name, email (required), initial credits (minimum 0); an invitation
 * goes out) and "Edit" (first name, last name, email (required), account type): one form for both.
 */
export function CustomerFormDialog({ customer, onClose }: CustomerFormDialogProps) {
  const adding = customer === undefined;
  const ids = fieldIds(adding ? 'new' : 'edit');
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(customerFormSchema),
    defaultValues: {
      firstName: customer?.firstName ?? '',
      lastName: customer?.lastName ?? '',
      Email: customer?.Email ?? '',
      initialCredits: 0,
      accountType: customer?.accountType ?? 'free',
    },
  });
  const mutation = useMutation({
    mutationFn: ({ accountType, initialCredits, ...person }: FormValues) =>
      customer ? updateCustomer(customer._id, { ...person, accountType }) : addCustomer({ ...person, initialCredits }),
    onSuccess: async (_response, values) => {
      if (adding) {
        toast.success(ADMIN_CUSTOMER_MESSAGES.added, {
          description: INVITATION_MESSAGES.sent.replace('{email}', values.Email),
        });
      } else {
        toast.success(ADMIN_CUSTOMER_MESSAGES.updated);
      }
      onClose();
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    },
    onError: (error) =>
      toast.error(
        adding
          ? `${ADMIN_CUSTOMER_MESSAGES.addCustomerErrorPrefix}${errorMessage(error)}`
          : errorMessage(error, ADMIN_CUSTOMER_MESSAGES.updateFailed),
      ),
  });

  return (
    <CustomerDialogFrame
      title={adding ? ADMIN_CUSTOMER_MESSAGES.addNewCustomer : 'Edit Customer'}
      description={adding ? INVITATION_MESSAGES.addCustomerNote : customer.Email}
      onClose={onClose}
      busy={mutation.isPending}
    >
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <DialogBody className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={ids.firstName} label="First Name" error={errors.firstName?.message}>
              <Input
                id={ids.firstName}
                autoComplete="off"
                autoFocus={adding}
                aria-invalid={errors.firstName ? true : undefined}
                aria-describedby={fieldDescriptionIds(ids.firstName, { error: errors.firstName })}
                {...register('firstName')}
              />
            </FormField>
            <FormField id={ids.lastName} label="Last Name" error={errors.lastName?.message}>
              <Input
                id={ids.lastName}
                autoComplete="off"
                aria-invalid={errors.lastName ? true : undefined}
                aria-describedby={fieldDescriptionIds(ids.lastName, { error: errors.lastName })}
                {...register('lastName')}
              />
            </FormField>
          </div>
          <FormField id={ids.email} label="Email" error={errors.Email?.message}>
            <Input
              id={ids.email}
              type="email"
              required
              autoComplete="off"
              aria-invalid={errors.Email ? true : undefined}
              aria-describedby={fieldDescriptionIds(ids.email, { error: errors.Email })}
              {...register('Email')}
            />
          </FormField>
          {adding ? (
            <FormField id={ids.initialCredits} label="Initial Credits" error={errors.initialCredits?.message}>
              <Input
                id={ids.initialCredits}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                aria-invalid={errors.initialCredits ? true : undefined}
                aria-describedby={fieldDescriptionIds(ids.initialCredits, { error: errors.initialCredits })}
                {...register('initialCredits')}
              />
            </FormField>
          ) : (
            <FormField id={ids.accountType} label="Account Type">
              <Controller
                control={control}
                name="accountType"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id={ids.accountType} aria-label="Account Type">
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
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {adding ? ADMIN_CUSTOMER_MESSAGES.addCustomer : mutation.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogFooter>
      </form>
    </CustomerDialogFrame>
  );
}

function fieldIds(prefix: 'new' | 'edit') {
  return {
    firstName: `${prefix}-first-name`,
    lastName: `${prefix}-last-name`,
    email: `${prefix}-email`,
    initialCredits: `${prefix}-initial-credits`,
    accountType: `${prefix}-account-type`,
  };
}
