import { AUTOMATION_MESSAGES, type AutomationSettings } from '@bizamply/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { fillTemplate, formatNumber } from '@/lib/format';
import { useAutomationSettings, useSaveAutomationSettings } from '../api/settings';

type Field = 'riskyWords' | 'dailyCreditCap' | 'replyTargetHours';

function SafetyForm({ settings }: { settings: AutomationSettings }) {
  const save = useSaveAutomationSettings();
  const [riskyWords, setRiskyWords] = useState(settings.riskyWords.join(', '));
  const [cap, setCap] = useState(String(settings.dailyCreditCap));
  const [target, setTarget] = useState(String(settings.replyTargetHours));
  const [errors, setErrors] = useState<Partial<Record<Field | 'root', string>>>({});

  const submit = async () => {
    setErrors({});
    try {
      await save.mutateAsync({
        riskyWords: riskyWords
          .split(',')
          .map((word) => word.trim())
          .filter(Boolean),
        dailyCreditCap: Number(cap),
        replyTargetHours: Number(target),
      });
      toast.success(AUTOMATION_MESSAGES.settingsSaved);
    } catch (error) {
      const detail = isApiError(error) ? error.details?.[0] : undefined;
      const field = detail?.field.split('.')[0] as Field | undefined;
      if (detail && field) setErrors({ [field]: detail.message });
      else setErrors({ root: isApiError(error) ? error.message : AUTOMATION_MESSAGES.saveFailed });
    }
  };

  return (
    <form
      noValidate
      className="flex max-w-xl flex-col gap-4 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {errors.root ? <Alert variant="error">{errors.root}</Alert> : null}
      <p className="text-sm text-muted-foreground">
        {fillTemplate(AUTOMATION_MESSAGES.spentToday, { credits: formatNumber(settings.spentToday) })}
      </p>
      <FormField
        id="risky-words"
        label={AUTOMATION_MESSAGES.riskyWords}
        hint={AUTOMATION_MESSAGES.riskyWordsHint}
        error={errors.riskyWords}
      >
        <Input
          id="risky-words"
          value={riskyWords}
          maxLength={3000}
          onChange={(event) => setRiskyWords(event.target.value)}
        />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          id="daily-cap"
          label={AUTOMATION_MESSAGES.dailyCap}
          hint={AUTOMATION_MESSAGES.dailyCapHint}
          error={errors.dailyCreditCap}
        >
          <Input
            id="daily-cap"
            type="number"
            inputMode="numeric"
            min={0}
            value={cap}
            onChange={(event) => setCap(event.target.value)}
          />
        </FormField>
        <FormField
          id="reply-target"
          label={AUTOMATION_MESSAGES.replyTarget}
          hint={AUTOMATION_MESSAGES.replyTargetHint}
          error={errors.replyTargetHours}
        >
          <Input
            id="reply-target"
            type="number"
            inputMode="numeric"
            min={1}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          />
        </FormField>
      </div>
      <div>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? AUTOMATION_MESSAGES.savingRule : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}

/** The safe defaults a brand can tune: risky words, the daily credit cap and the reply-time target. */
export function SafetyPanel({ brandId }: { brandId: string }) {
  const settings = useAutomationSettings(brandId);
  if (settings.isPending) return <Skeleton className="m-4 h-48" />;
  if (settings.isError) {
    return (
      <Alert variant="error" onRetry={() => void settings.refetch()}>
        {AUTOMATION_MESSAGES.loadFailed}
      </Alert>
    );
  }
  return <SafetyForm settings={settings.data} />;
}
