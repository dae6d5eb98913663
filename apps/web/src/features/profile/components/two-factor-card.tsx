import { TWO_FACTOR_MESSAGES } from '@bizamply/contracts';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, fieldDescriptionIds } from '@/components/ui/form-field';
import { Input, inputClasses } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDisableTwoFactor, useEnableTwoFactor, useStartTwoFactorSetup, useTwoFactorStatus } from '../api/two-factor';

const messageOf = (error: unknown) =>
  isApiError(error) && error.status > 0 ? error.message : TWO_FACTOR_MESSAGES.invalidCode;

function CodeForm({
  id,
  submitLabel,
  busy,
  error,
  variant = 'primary',
  onSubmit,
  onCancel,
}: {
  id: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  variant?: 'primary' | 'destructive';
  onSubmit: (code: string) => void;
  onCancel?: () => void;
}) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code.trim());
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <FormField id={id} label={TWO_FACTOR_MESSAGES.codeLabel} error={error ?? undefined} className="w-56">
        <Input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="text"
          autoComplete="one-time-code"
          maxLength={20}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescriptionIds(id, { error })}
        />
      </FormField>
      <Button type="submit" variant={variant} loading={busy} className={error ? 'mb-[22px]' : undefined}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel} disabled={busy} className={error ? 'mb-[22px]' : undefined}>
          Cancel
        </Button>
      ) : null}
    </form>
  );
}

/** Profile › Security › two-factor: TOTP from any authenticator app, with one-time recovery codes. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const enabled = status.data?.enabled ?? false;

  const onEnable = (code: string) => {
    setError(null);
    enable.mutate(code, {
      onSuccess: (data) => {
        setRecoveryCodes(data.recoveryCodes);
        setup.reset();
        toast.success(TWO_FACTOR_MESSAGES.enabled);
      },
      onError: (failure) => setError(messageOf(failure)),
    });
  };

  const onDisable = (code: string) => {
    setError(null);
    disable.mutate(code, {
      onSuccess: () => toast.success(TWO_FACTOR_MESSAGES.disabled),
      onError: (failure) => setError(messageOf(failure)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{TWO_FACTOR_MESSAGES.title}</CardTitle>
        <CardDescription>Ask for a code from an authenticator app when signing in with your password.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status.isPending ? (
          <Skeleton className="h-10" aria-label="Loading two-factor status" />
        ) : (
          <div className="flex items-center gap-3">
            <span className="inline-flex size-9 items-center justify-center rounded-lg bg-muted text-muted-foreground">
              <ShieldCheck aria-hidden="true" className="size-4" />
            </span>
            <p className="flex-1 text-sm">
              {enabled ? TWO_FACTOR_MESSAGES.enabledText : TWO_FACTOR_MESSAGES.disabledText}
              {enabled ? (
                <span className="block text-xs text-muted-foreground">
                  {status.data?.recoveryCodesLeft ?? 0} recovery codes left
                </span>
              ) : null}
            </p>
            <Badge variant={enabled ? 'success' : 'neutral'}>{enabled ? 'Enabled' : 'Disabled'}</Badge>
            {!enabled && !setup.data ? (
              <Button variant="outline" size="sm" loading={setup.isPending} onClick={() => setup.mutate()}>
                {TWO_FACTOR_MESSAGES.enable}
              </Button>
            ) : null}
          </div>
        )}

        {setup.data && !enabled ? (
          <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4">
            <p className="text-sm font-medium">1. Add Bizamply to your authenticator app</p>
            <p className="text-xs text-muted-foreground">
              Open the address below on your phone, or type the setup key into the app.
            </p>
            <FormField id="two-factor-key" label="Setup key">
              <Input
                id="two-factor-key"
                readOnly
                value={setup.data.secret.match(/.{1,4}/g)?.join(' ') ?? setup.data.secret}
                className="font-mono tracking-wider"
                onFocus={(event) => event.target.select()}
              />
            </FormField>
            <FormField id="two-factor-uri" label="Authenticator address">
              <textarea
                id="two-factor-uri"
                readOnly
                rows={3}
                value={setup.data.otpauthUrl}
                className={cn(inputClasses, 'h-auto resize-none py-2 font-mono text-xs')}
                onFocus={(event) => event.target.select()}
              />
            </FormField>
            <p className="text-sm font-medium">2. Enter the 6-digit code it shows</p>
            <CodeForm
              id="two-factor-enable-code"
              submitLabel={TWO_FACTOR_MESSAGES.verify}
              busy={enable.isPending}
              error={error}
              onSubmit={onEnable}
              onCancel={() => {
                setError(null);
                setup.reset();
              }}
            />
          </div>
        ) : null}

        {recoveryCodes ? (
          <div className="flex flex-col gap-2 rounded-lg border border-success/40 bg-success-subtle p-4">
            <p className="text-sm font-medium">{TWO_FACTOR_MESSAGES.recoveryCodesTitle}</p>
            <p className="text-xs">{TWO_FACTOR_MESSAGES.recoveryCodesHint}</p>
            <ul className="grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5" aria-label="Recovery codes">
              {recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <div>
              <Button variant="outline" size="sm" onClick={() => setRecoveryCodes(null)}>
                Done
              </Button>
            </div>
          </div>
        ) : null}

        {enabled && !recoveryCodes ? (
          <CodeForm
            id="two-factor-disable-code"
            submitLabel={TWO_FACTOR_MESSAGES.disable}
            variant="destructive"
            busy={disable.isPending}
            error={error}
            onSubmit={onDisable}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
