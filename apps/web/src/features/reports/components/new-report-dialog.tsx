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
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { scheduleReport } from '../api/reports';

interface NewReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onScheduled: () => void;
}

/** New Report: which report, how often, to whom. The first one is mailed right away. */
export function NewReportDialog({ open, onOpenChange, onScheduled }: NewReportDialogProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof reportScheduleCreateSchema>, unknown, ReportScheduleCreate>({
    resolver: zodResolver(reportScheduleCreateSchema),
    defaultValues: { reportType: 'review-summary', frequency: 'weekly', email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await scheduleReport(values);
      toast.success(REPORT_MESSAGES.scheduleSaved);
      reset();
      onScheduled();
      onOpenChange(false);
    } catch (error) {
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
            <FormField id="report-email" label="Send to" error={errors.email?.message}>
              <Input
                id="report-email"
                type="email"
                autoComplete="email"
                placeholder="you@yourbrand.com"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={fieldDescriptionIds('report-email', { error: errors.email })}
                {...register('email')}
              />
            </FormField>
          </form>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="new-report-form" loading={isSubmitting}>
            Schedule report
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
