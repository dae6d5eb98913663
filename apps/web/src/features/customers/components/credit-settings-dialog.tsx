import {
  ADMIN_CUSTOMER_MESSAGES,
  CREDIT_MESSAGES,
  CREDIT_SETTINGS_RANGES,
  creditSettingsUpdateSchema,
  type CreditSettings,
} from '@bizamply/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogFooter } from '@/components/ui/dialog';
import { FormField, fieldDescriptionIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { saveCreditSettings, useCreditSettings } from '../api/credit-settings';
import { CUSTOMERS_KEY } from '../api/customers';
import { CustomerDialogFrame } from './customer-dialog-frame';

type FormInput = z.input<typeof creditSettingsUpdateSchema>;
type FormValues = z.output<typeof creditSettingsUpdateSchema>;
type Field = keyof typeof CREDIT_SETTINGS_RANGES;

const FIELDS: { name: Field; label: string; hint: string }[] = [
  { name: 'freeCredits', label: 'Free Credits', hint: 'For new accounts' },
  { name: 'generateCredits', label: 'Generate Credits', hint: 'Per AI draft' },
  { name: 'sendCredits', label: 'Send Credits', hint: 'Per reply sent' },
  { name: 'whatsappExtraCredits', label: 'WhatsApp Extra Credits', hint: 'Per WhatsApp reply' },
];

function SettingsForm({ settings, onClose }: { settings: CreditSettings; onClose: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(creditSettingsUpdateSchema),
    defaultValues: settings,
  });
  const mutation = useMutation({
    mutationFn: (values: FormValues) =>
      saveCreditSettings(queryClient, { ...values, metadata: { source: 'admin-customers' } }),
    onSuccess: async () => {
      toast.success(CREDIT_MESSAGES.settingsSaved);
      onClose();
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    },
    onError: (error) => toast.error(`${CREDIT_MESSAGES.settingsSaveErrorPrefix}${errorMessage(error)}`),
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      <DialogBody className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map(({ name, label, hint }) => {
            const id = `credit-setting-${name}`;
            const range = CREDIT_SETTINGS_RANGES[name];
            return (
              <FormField
                key={name}
                id={id}
                label={label}
                hint={`${hint} · ${range.min}–${range.max}`}
                error={errors[name]?.message}
              >
                <Input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={range.min}
                  max={range.max}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={fieldDescriptionIds(id, { hint: true, error: errors[name] })}
                  {...register(name)}
                />
              </FormField>
            );
          })}
        </div>
        <p className="text-xs text-muted-foreground">
          Version {settings.version} · last updated{' '}
          {settings.lastUpdated ? formatDateTime(settings.lastUpdated) : CREDIT_MESSAGES.never} by {settings.updatedBy}
        </p>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {mutation.isPending ? CREDIT_MESSAGES.saving : CREDIT_MESSAGES.saveSettings}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Spec 3 "Credit Settings modal": the four prices, each within its range. */
export function CreditSettingsDialog({ onClose }: { onClose: () => void }) {
  const query = useCreditSettings();
  return (
    <CustomerDialogFrame
      title={ADMIN_CUSTOMER_MESSAGES.creditSettings}
      description="Prices in credits for every account. Saving creates a new version."
      onClose={onClose}
    >
      {query.isPending ? (
        <DialogBody className="flex justify-center py-10">
          <Spinner className="size-6" label="Loading credit settings" />
        </DialogBody>
      ) : query.isError ? (
        <DialogBody className="pb-5">
          <Alert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</Alert>
        </DialogBody>
      ) : (
        <SettingsForm settings={query.data} onClose={onClose} />
      )}
    </CustomerDialogFrame>
  );
}
