import { zodResolver } from '@hookform/resolvers/zod';
import {
  REPORT_CATALOG,
  REPORT_FREQUENCIES,
  REPORT_FREQUENCY_LABELS,
  REPORT_MESSAGES,
  REPORT_TYPES,
  reportScheduleCreateSchema,
  type ReportScheduleCreate,
} from '@bizamply/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/features/auth/components/session-context';
import { isApiError } from '@/lib/api-client';
import { scheduleReport } from '../api/reports';

interface NewReportDialogProps {
  open: boolean;
  /** Who may receive reports: the verified addresses of the account's users (issue 13 §4). */
  recipients: string[];
  onOpenChange: (open: boolean) => void;
  onScheduled: () => void;
}

/**
 * New Report: which report, how often, to whom. The first one is mailed right away. Reports go only to the
 * account's verified addresses, so "Send to" offers those (the server checks it again).
 */
export function NewReportDialog({ open, recipients, onOpenChange, onScheduled }: NewReportDialogProps) {
  const { user } = useSession();
  const ownAddress = user?.email.toLowerCase();
  const defaultRecipient = recipients.find((address) => address === ownAddress) ?? recipients[0] ?? '';
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof reportScheduleCreateSchema>, unknown, ReportScheduleCreate>({
    resolver: zodResolver(reportScheduleCreateSchema),
    defaultValues: { reportType: 'review-summary', frequency: 'weekly', email: defaultRecipient },
  });

  // Each opening starts from the defaults, with the addresses known now.
  useEffect(() => {
    if (open) reset({ reportType: 'review-summary', frequency: 'weekly', email: defaultRecipient });
  }, [open, defaultRecipient, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await scheduleReport(values);
      toast.success(REPORT_MESSAGES.scheduleSaved);
      reset();
      onScheduled();
      onOpenChange(false);
    } catch (error) {
      const onEmail = isApiError(error) ? error.details?.find((detail) => detail.field === 'email') : undefined;
      if (onEmail) {
        setError('email', { message: onEmail.message });
        return;
      }
      const message = isApiError(error) && error.status > 0 && error.message ? error.message : undefined;
      setError('root', { message: message ?? REPORT_MESSAGES.scheduleFailed });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{REPORT_MESSAGES.newReport}</DialogTitle>
          <DialogDescription>
            The report is e-mailed with the brand&apos;s last 30 days, starting today.
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <form
            id="new-report-form"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            className="flex flex-col gap-4"
          >
            {errors.root?.message ? <Alert variant="error">{errors.root.message}</Alert> : null}
            <FormField id="report-type" label="Report">
              <Controller
                control={control}
                name="reportType"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id="report-type" aria-label="Report" onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {REPORT_TYPES.map((type) => (
                        <SelectItem key={type} value={type}>
                          {REPORT_CATALOG[type].title}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
            <FormField id="report-frequency" label="Schedule">
              <Controller
                control={control}
                name="frequency"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id="report-frequency" aria-label="Schedule" onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {REPORT_FREQUENCIES.map((frequency) => (
                        <SelectItem key={frequency} value={frequency}>
                          {REPORT_FREQUENCY_LABELS[frequency]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
            <FormField
              id="report-email"
              label={REPORT_MESSAGES.sendTo}
              hint={REPORT_MESSAGES.recipientsHint}
              error={errors.email?.message}
            >
              <Controller
                control={control}
                name="email"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange} disabled={recipients.length === 0}>
                    <SelectTrigger
                      id="report-email"
                      aria-label={REPORT_MESSAGES.sendTo}
                      aria-invalid={errors.email ? true : undefined}
                      aria-describedby={fieldDescriptionIds('report-email', { hint: true, error: errors.email })}
                      onBlur={field.onBlur}
                    >
                      <SelectValue placeholder={REPORT_MESSAGES.noRecipients} />
                    </SelectTrigger>
                    <SelectContent>
                      {recipients.map((address) => (
                        <SelectItem key={address} value={address}>
                          {address}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
          </form>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="new-report-form" loading={isSubmitting} disabled={recipients.length === 0}>
            Schedule report
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
