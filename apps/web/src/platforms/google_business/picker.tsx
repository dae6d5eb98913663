import { ONBOARDING_MESSAGES, fillMessage } from '@bizamply/contracts';
import { LOCATION_PICKER_MESSAGES as M } from '@bizamply/contracts/platforms/google_business';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MapPin, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
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
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { PlatformPicker, PlatformPickerProps } from '../types';
import {
  connectLocation,
  consentInWindow,
  locationsQueryOptions,
  openConsentWindow,
  type ConsentedLocations,
} from './locations';

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.status !== 0 && error.message ? error.message : fallback;

/**
 * Connect Google reviews (issue 18): sign in with Google in the connect window, then pick one of the Business
 * Profile locations that account manages (name and address as Google lists them) for the brand. A location
 * another Bizamply account holds is shown, with the reason, and cannot be picked.
 */
export function LocationPicker({ brandId, brandName, onConnected, onClose }: PlatformPickerProps) {
  const queryClient = useQueryClient();
  const options = locationsQueryOptions();
  const query = useQuery(options);
  const [picked, setPicked] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [closedEarly, setClosedEarly] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const grant = query.data?.granted ? query.data : null;
  const pickable = grant?.accounts.filter((location) => !location.taken) ?? [];
  const chosen = picked ?? (pickable.length === 1 ? (pickable[0]?.id ?? null) : null);

  const signIn = async () => {
    // Opened inside the click, before any await, so pop-up blockers let it through.
    const popup = openConsentWindow();
    if (!popup) {
      setError(ONBOARDING_MESSAGES.popupBlocked);
      return;
    }
    setWaiting(true);
    setClosedEarly(false);
    setError(null);
    try {
      const since = query.data?.expiresAt ?? null;
      const data = await consentInWindow(popup, brandId, since);
      queryClient.setQueryData(options.queryKey, { success: true as const, data });
      if (!data.granted || data.expiresAt === since) setClosedEarly(true);
      else setPicked(null);
    } catch (failure) {
      setError(messageOf(failure, M.loadFailed));
    } finally {
      setWaiting(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (connecting || waiting) return;
    if (!chosen) {
      setError(M.pickFirst);
      return;
    }
    setConnecting(true);
    setError(null);
    try {
      const answer = await connectLocation(brandId, chosen);
      onConnected(answer.message);
    } catch (failure) {
      setError(messageOf(failure, M.loadFailed));
      setConnecting(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open || connecting ? undefined : onClose())}>
      <DialogContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>{M.title}</DialogTitle>
            <DialogDescription>{fillMessage(M.description, { brand: brandName })}</DialogDescription>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-4">
            {query.isPending ? (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner className="size-4" />
                {M.loading}
              </p>
            ) : query.isError ? (
              <Alert variant="error" onRetry={() => void query.refetch()}>
                {messageOf(query.error, M.loadFailed)}
              </Alert>
            ) : grant ? (
              <LocationList
                grant={grant}
                chosen={chosen}
                disabled={waiting || connecting}
                onPick={(id) => {
                  setPicked(id);
                  setError(null);
                }}
                onOtherAccount={() => void signIn()}
              />
            ) : (
              <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-3 sm:flex-row sm:items-center">
                <p className="flex flex-1 items-start gap-2 text-sm text-muted-foreground">
                  <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {M.intro}
                </p>
                <Button variant="outline" onClick={() => void signIn()} loading={waiting} disabled={waiting}>
                  <span aria-hidden="true">
                    <PlatformIcon platform="google_business" size="sm" withLabel={false} />
                  </span>
                  {M.continue}
                </Button>
              </div>
            )}
            {waiting ? (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner className="size-4" />
                {M.waiting}
              </p>
            ) : closedEarly ? (
              <p role="alert" className="text-sm text-warning-foreground">
                {M.closedEarly}
              </p>
            ) : null}
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={connecting}>
              {M.cancel}
            </Button>
            <Button type="submit" loading={connecting} disabled={!grant || pickable.length === 0 || waiting}>
              {connecting ? M.connecting : M.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function LocationList({
  grant,
  chosen,
  disabled,
  onPick,
  onOtherAccount,
}: {
  grant: ConsentedLocations;
  chosen: string | null;
  disabled: boolean;
  onPick: (id: string) => void;
  onOtherAccount: () => void;
}) {
  const other = (
    <Button variant="link" size="sm" className="self-start" onClick={onOtherAccount} disabled={disabled}>
      {M.otherAccount}
    </Button>
  );
  if (grant.accounts.length === 0) {
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-dashed border-border p-4 text-sm">
        <p className="flex items-start gap-2 text-muted-foreground">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {M.empty}
        </p>
        {other}
      </div>
    );
  }
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm text-muted-foreground">{M.legend}</legend>
      {grant.accounts.map((location) => {
        const id = `location-${location.id}`;
        const reasonId = `${id}-reason`;
        return (
          <label
            key={location.id}
            htmlFor={id}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-border bg-surface px-3 py-2.5 text-sm',
              chosen === location.id && 'border-primary ring-1 ring-primary',
              location.taken && 'cursor-not-allowed opacity-70',
            )}
          >
            <input
              type="radio"
              id={id}
              name="location"
              value={location.id}
              checked={chosen === location.id}
              disabled={location.taken}
              aria-describedby={location.taken ? reasonId : undefined}
              onChange={() => onPick(location.id)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="font-medium break-words">{location.name}</span>
              {location.detail ? (
                <span className="text-xs break-words text-muted-foreground">{location.detail}</span>
              ) : null}
              {location.taken ? (
                <span id={reasonId} className="text-xs text-warning-foreground">
                  {M.takenReason}
                </span>
              ) : null}
            </span>
            {location.taken ? <Badge variant="warning">Unavailable</Badge> : null}
          </label>
        );
      })}
      {other}
    </fieldset>
  );
}

/** Loaded by onboarding step 2 and /connections (each platform folder's `picker.tsx`) when Google reviews are connected. */
const googleBusinessPicker: PlatformPicker = { id: 'google_business', Picker: LocationPicker };
export default googleBusinessPicker;
