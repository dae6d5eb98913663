import {
  CONNECTION_CARD_INFO,
  CONNECTION_MESSAGES,
  CONSENT_PROVIDER_LABELS,
  fillMessage,
  ONBOARDING_MESSAGES,
  PLATFORM_ACCOUNT_LABELS,
} from '@bizamply/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import {
  consentQueryKey,
  consentWithPopup,
  getConsent,
  openConnectWindow,
  type DirectService,
} from '../api/connect-service';
import { connectFailedMessage, onboardingToast } from '../lib/onboarding-toast';

interface ConsentPickerProps {
  service: DirectService;
  brandId: string;
  /** The connect field's value: the account picked here, or typed there. */
  value: string;
  onPick: (value: string) => void;
  disabled: boolean;
}

/**
 * Issue 13: the id alone proves nothing, so the merchant first signs in on the platform (popup) and picks one
 * of the accounts that consent listed; the spec's field below stays, and is filled by the pick.
 */
export function ConsentPicker({ service, brandId, value, onPick, disabled }: ConsentPickerProps) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: consentQueryKey(service),
    queryFn: ({ signal }) => getConsent(service, signal),
    retry: false,
  });
  const [waiting, setWaiting] = useState(false);
  const [closedEarly, setClosedEarly] = useState(false);
  const provider = CONSENT_PROVIDER_LABELS[service];
  const account = PLATFORM_ACCOUNT_LABELS[service];
  const grant = query.data?.granted ? query.data : null;

  const start = async () => {
    // Opened inside the click, before any await, so pop-up blockers let it through.
    const popup = openConnectWindow(service);
    if (!popup) {
      onboardingToast.error(ONBOARDING_MESSAGES.popupBlocked);
      return;
    }
    setWaiting(true);
    setClosedEarly(false);
    try {
      const data = await consentWithPopup({ service, brandId, popup, since: query.data?.expiresAt ?? null });
      queryClient.setQueryData(consentQueryKey(service), data);
      const fresh = data.granted && data.expiresAt !== (query.data?.expiresAt ?? null);
      if (!fresh) setClosedEarly(true);
      const first = data.accounts.find((entry) => !entry.taken);
      if (fresh && first) onPick(first.value);
    } catch (error) {
      onboardingToast.error(connectFailedMessage(CONNECTION_CARD_INFO[service].name, error));
    } finally {
      setWaiting(false);
    }
  };

  const continueLabel = fillMessage(CONNECTION_MESSAGES.consentContinue, { platform: provider });
  return (
    <section aria-label={continueLabel} className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-3">
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {CONNECTION_MESSAGES.loadingStatus}
        </p>
      ) : grant ? (
        <fieldset className="flex min-w-0 flex-col gap-2" disabled={disabled || waiting}>
          <legend className="mb-1 text-sm text-muted-foreground">
            {fillMessage(CONNECTION_MESSAGES.consentPick, { account })}
          </legend>
          {grant.accounts.map((entry) => {
            const id = `consent-${service}-${entry.id}`;
            const selected = entry.value.toLowerCase() === value.trim().toLowerCase();
            return (
              <label
                key={entry.id}
                htmlFor={id}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border bg-surface px-3 py-2 text-sm',
                  selected && 'border-primary ring-1 ring-primary',
                  entry.taken && 'cursor-not-allowed opacity-70',
                )}
              >
                <input
                  type="radio"
                  id={id}
                  name={`consent-${service}`}
                  value={entry.value}
                  checked={selected}
                  disabled={entry.taken}
                  onChange={() => onPick(entry.value)}
                  className="size-4 shrink-0 accent-primary"
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium">{entry.name}</span>
                  <span className="truncate text-xs text-muted-foreground tabular-nums">{entry.value}</span>
                </span>
                {entry.taken ? <Badge variant="warning">{CONNECTION_MESSAGES.consentTakenBadge}</Badge> : null}
              </label>
            );
          })}
          <Button
            variant="link"
            size="sm"
            className="self-start"
            onClick={() => void start()}
            disabled={disabled || waiting}
          >
            {fillMessage(CONNECTION_MESSAGES.consentAgain, { platform: provider })}
          </Button>
        </fieldset>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <p className="flex flex-1 items-start gap-2 text-sm text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {fillMessage(CONNECTION_MESSAGES.consentIntro, { platform: provider, account })}
          </p>
          <Button variant="outline" onClick={() => void start()} loading={waiting} disabled={disabled || waiting}>
            <span aria-hidden="true">
              <PlatformIcon platform={service} size="sm" withLabel={false} />
            </span>
            {continueLabel}
          </Button>
        </div>
      )}
      {waiting ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {fillMessage(CONNECTION_MESSAGES.consentWaiting, { platform: provider })}
        </p>
      ) : closedEarly ? (
        <p role="alert" className="text-sm text-warning-foreground">
          {fillMessage(CONNECTION_MESSAGES.consentClosed, { platform: provider })}
        </p>
      ) : null}
    </section>
  );
}
