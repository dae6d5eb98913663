import {
  CREDIT_MESSAGES,
  CREDIT_SETTINGS_DEFAULTS,
  CREDIT_SETTINGS_RANGES,
  creditSettingsUpdateSchema,
  type CreditSettings,
} from '@bizamply/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useDateFormatter } from '@/lib/date-preferences';
import { useCreditSettings, useSaveCreditSettings } from '../api/settings';

type Editable = 'generateCredits' | 'sendCredits' | 'whatsappExtraCredits';
type Draft = Record<Editable, string>;

const FIELDS: { key: Editable; label: string; hint: string }[] = [
  { key: 'generateCredits', label: 'Generate credits', hint: 'Charged for each AI reply generated' },
  { key: 'sendCredits', label: 'Send credits', hint: 'Charged for each reply sent to a platform' },
  { key: 'whatsappExtraCredits', label: 'Extra WhatsApp credits', hint: 'Added when a reply also goes by WhatsApp' },
];

const toDraft = (settings: Pick<CreditSettings, Editable>): Draft => ({
  generateCredits: String(settings.generateCredits),
  sendCredits: String(settings.sendCredits),
  whatsappExtraCredits: String(settings.whatsappExtraCredits),
});

/** Spec 3 §5: a blank field counts as the range's lower bound. */
const valueOf = (draft: Draft, key: Editable) =>
  draft[key].trim() === '' ? CREDIT_SETTINGS_RANGES[key].min : Number(draft[key]);

function SummaryLine({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">
        {Number.isFinite(value) ? `${value} ${value === 1 ? 'credit' : 'credits'}` : '—'}
      </dd>
    </div>
  );
}

/** Spec 3 Settings › credit settings (administrators): prices, their summary and the version on record. */
export function CreditSettingsSection() {
  const query = useCreditSettings(true);
  const save = useSaveCreditSettings();
  const { formatDateTime } = useDateFormatter();
  const [draft, setDraft] = useState<Draft | null>(null);

  if (query.isPending) return <Skeleton className="h-72" aria-label="Loading credit settings" />;
  // Spec 3 §7: on failure the defaults are used.
  const settings: CreditSettings = query.data ?? {
    ...CREDIT_SETTINGS_DEFAULTS,
    lastUpdated: null,
    updatedBy: CREDIT_MESSAGES.system,
    version: 1,
  };
  const current = draft ?? toDraft(settings);
  const generate = valueOf(current, 'generateCredits');
  const send = valueOf(current, 'sendCredits');
  const whatsapp = send + valueOf(current, 'whatsappExtraCredits');
  const payload = { ...current, freeCredits: settings.freeCredits };
  const parsed = creditSettingsUpdateSchema.safeParse(payload);
  const fieldError = (key: Editable) =>
    parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === key)?.message;

  const onSave = () => {
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => {
        setDraft(null);
        toast.success(CREDIT_MESSAGES.settingsSaved);
      },
      onError: (error) =>
        toast.error(`${CREDIT_MESSAGES.settingsSaveErrorPrefix}${isApiError(error) ? error.message : String(error)}`),
    });
  };

  return (
    <Card aria-labelledby="credit-settings-title">
      <CardHeader>
        <CardTitle id="credit-settings-title">Credit Settings</CardTitle>
        <CardDescription>What each action costs every customer. Saving creates a new version.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          {query.isError ? (
            <Alert variant="warning">Showing the default prices: the saved ones could not be loaded.</Alert>
          ) : null}
          {FIELDS.map((field) => {
            const range = CREDIT_SETTINGS_RANGES[field.key];
            const id = `credit-${field.key}`;
            return (
              <FormField
                key={field.key}
                id={id}
                label={field.label}
                hint={`${field.hint} (${range.min}–${range.max})`}
                error={fieldError(field.key)}
              >
                <Input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={range.min}
                  max={range.max}
                  step={1}
                  value={current[field.key]}
                  aria-invalid={fieldError(field.key) ? true : undefined}
                  onChange={(event) => setDraft({ ...current, [field.key]: event.target.value })}
                />
              </FormField>
            );
          })}
        </div>
        <div className="flex flex-col gap-4">
          <dl
            className="divide-y divide-border rounded-lg border border-border bg-muted/40 px-4 py-2"
            aria-label="Summary"
          >
            <SummaryLine label="Generate" value={generate} />
            <SummaryLine label="Send to platform" value={send} />
            <SummaryLine label="Send via WhatsApp" value={whatsapp} />
            <SummaryLine label="Total generate + send" value={generate + send} />
            <SummaryLine label="Total generate + send via WhatsApp" value={generate + whatsapp} />
          </dl>
          <dl className="flex flex-col gap-1.5 px-1 text-sm" aria-label="Version">
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">Last updated</dt>
              <dd>{settings.lastUpdated ? formatDateTime(settings.lastUpdated) : CREDIT_MESSAGES.never}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">Updated by</dt>
              <dd className="truncate" title={settings.updatedBy}>
                {settings.updatedBy || CREDIT_MESSAGES.system}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">Version</dt>
              <dd className="tabular-nums">{settings.version}</dd>
            </div>
          </dl>
        </div>
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="outline" onClick={() => setDraft(null)} disabled={save.isPending || draft === null}>
          Cancel
        </Button>
        <Button variant="outline" onClick={() => setDraft(toDraft(CREDIT_SETTINGS_DEFAULTS))} disabled={save.isPending}>
          Reset
        </Button>
        <Button onClick={onSave} loading={save.isPending} disabled={!parsed.success}>
          {save.isPending ? CREDIT_MESSAGES.saving : CREDIT_MESSAGES.saveSettings}
        </Button>
      </CardFooter>
    </Card>
  );
}
