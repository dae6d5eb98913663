import {
  CONNECTION_CARD_INFO,
  CONNECTION_MESSAGES,
  fillMessage,
  ONBOARDING_MESSAGES,
  STORAGE_KEYS,
  type Platform,
  type User,
} from '@bizamply/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Info, Store } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { storage } from '@/lib/storage';
import type { PlatformPicker, PlatformPickerProps } from '@/platforms/types';
import {
  connectDirect,
  connectWithPopup,
  openConnectWindow,
  type DirectService,
  type PopupService,
} from '../api/connect-service';
import {
  getConnectionStatusesQueryOptions,
  useConnectionStatuses,
  type ConnectionStatuses,
} from '../api/connection-status';
import { useOnboardStatus } from '../api/get-onboard-status';
import { writeServiceConnections } from '../lib/onboarding-storage';
import { connectFailedMessage, onboardingToast } from '../lib/onboarding-toast';
import { meetsProceedRule, otherReviewPlatform, SERVICE_GROUPS } from '../lib/services';
import { ConnectDialog, isInputService, type InputService } from './connect-dialog';
import { ServiceCard } from './service-card';

/** Platforms connected through a picker of their own (Google reviews' locations), loaded when first opened. */
const PICKERS: Partial<Record<string, ComponentType<PlatformPickerProps>>> = Object.fromEntries(
  Object.entries(import.meta.glob<PlatformPicker>('../../../platforms/*/picker.tsx', { import: 'default' })).map(
    ([file, load]) => [file.split('/').at(-2), lazy(async () => ({ default: (await load()).Picker }))],
  ),
);

/** Spec 1 §9: the dialog of a direct connect closes 1.5 s after the success... */
export const DIALOG_CLOSE_DELAY_MS = 1500;
/** ...and 2 s after it the wizard moves on when the proceed rule is met (spec 1 §4, §9). */
export const AUTO_ADVANCE_DELAY_MS = 2000;

export type Finishing = 'complete' | 'skip' | null;

interface ConnectStepProps {
  user: User;
  finishing: Finishing;
  onBack: () => void;
  onComplete: () => void;
  onSkip: () => void;
}

/** The shop from sign-up (shopify_details, also spelled shopDomain), else the account's. */
function knownShopDomain(user: User): string | undefined {
  try {
    const details = JSON.parse(storage.get(STORAGE_KEYS.shopifyDetails) ?? 'null') as Record<string, unknown> | null;
    const domain = details?.['shopifyDomain'] ?? details?.['shopDomain'] ?? details?.['shop'];
    if (typeof domain === 'string' && domain) return domain;
  } catch {
    // A malformed record is ignored.
  }
  return user.shopifyDomain ?? undefined;
}

/** Step 2: per brand, the services grouped as in the spec, and the proceed rule (spec 1 §2, §4). */
export function ConnectStep({ user, finishing, onBack, onComplete, onSkip }: ConnectStepProps) {
  const queryClient = useQueryClient();
  // Entering step 2 re-reads the status (spec 1 §4).
  const statusQuery = useOnboardStatus({ refetchOnMount: 'always' });
  const brands = statusQuery.data?.brands ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const brand = brands.find((item) => item.BrandId === selectedId) ?? brands[0];
  const statusResults = useConnectionStatuses(brands.map((item) => item.BrandId));
  const current = brand ? statusResults[brands.indexOf(brand)] : undefined;
  const statuses = current?.data;
  const canProceed = meetsProceedRule(statusResults.map((result) => result.data));

  const [connecting, setConnecting] = useState<Platform | null>(null);
  const [dialog, setDialog] = useState<InputService | null>(null);
  const [picker, setPicker] = useState<Platform | null>(null);
  const Picker = picker ? PICKERS[picker] : undefined;
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
      clearTimeout(advanceTimer.current);
    },
    [],
  );
  // The auto-advance decides on the statuses as they are when it fires, not when the connect started.
  const proceedNow = useRef({ canProceed, finishing, onComplete });
  useEffect(() => {
    proceedNow.current = { canProceed, finishing, onComplete };
  });

  useEffect(() => {
    if (brand && statuses) writeServiceConnections(brand.BrandId, statuses);
  }, [brand, statuses]);

  const markConnected = (brandId: string, service: Platform) => {
    queryClient.setQueryData<ConnectionStatuses>(getConnectionStatusesQueryOptions(brandId).queryKey, (old) =>
      old ? { ...old, [service]: true } : old,
    );
  };

  /** Popup services. Opens the window first, inside the click, so pop-up blockers let it through. */
  const runPopup = async (service: PopupService, shop?: string) => {
    if (!brand) return;
    const brandId = brand.BrandId;
    const popup = openConnectWindow(service);
    if (!popup) {
      onboardingToast.error(ONBOARDING_MESSAGES.popupBlocked);
      return;
    }
    const name = CONNECTION_CARD_INFO[service].name;
    setConnecting(service);
    try {
      const connected = await connectWithPopup({ service, brandId, popup, shop });
      if (connected) {
        markConnected(brandId, service);
        onboardingToast.success(fillMessage(CONNECTION_MESSAGES.connectedToast, { service: name }));
      }
      await queryClient.invalidateQueries({ queryKey: getConnectionStatusesQueryOptions(brandId).queryKey });
    } catch (error) {
      onboardingToast.error(connectFailedMessage(name, error));
    } finally {
      setConnecting(null);
    }
  };

  const runDirect = async (service: DirectService, value: string) => {
    if (!brand) return;
    const { BrandId: brandId, BrandName: brandName } = brand;
    const name = CONNECTION_CARD_INFO[service].name;
    setConnecting(service);
    try {
      await connectDirect(service, brandId, value);
      markConnected(brandId, service);
      onboardingToast.success(
        fillMessage(CONNECTION_MESSAGES.connectedForBrandToast, { service: name, brand: brandName }),
      );
      closeTimer.current = setTimeout(() => {
        setDialog(null);
        setConnecting(null);
      }, DIALOG_CLOSE_DELAY_MS);
      advanceTimer.current = setTimeout(() => {
        const now = proceedNow.current;
        if (now.canProceed && now.finishing === null) now.onComplete();
      }, AUTO_ADVANCE_DELAY_MS);
    } catch (error) {
      onboardingToast.error(connectFailedMessage(name, error));
      setConnecting(null);
    }
  };

  const onConnect = (service: Platform) => {
    if (!brand || connecting) return;
    if (isInputService(service)) {
      setDialog(service);
      return;
    }
    // Platforms with a picker of their own (Google reviews' locations).
    if (PICKERS[service]) {
      setPicker(service);
      return;
    }
    // Judge.me reuses the Shopify domain (spec 1 §5).
    void runPopup(service as PopupService, service === 'judgeme' ? knownShopDomain(user) : undefined);
  };

  const onDialogSubmit = (value: string) => {
    if (!dialog) return;
    if (dialog === 'shopify') {
      setDialog(null);
      void runPopup('shopify', value);
    } else {
      void runDirect(dialog, value);
    }
  };

  const loadingStatuses = Boolean(brand) && !statuses;

  return (
    <>
      <CardContent className="flex flex-col gap-6 pt-5">
        {statusQuery.isError ? (
          <Alert variant="error" onRetry={() => void statusQuery.refetch()}>
            {ONBOARDING_MESSAGES.statusLoadFailed}
          </Alert>
        ) : null}

        <div className="flex flex-col gap-1.5 sm:max-w-sm">
          <Label htmlFor="onboarding-brand-select">{CONNECTION_MESSAGES.selectBrand}</Label>
          <Select value={brand?.BrandId ?? ''} onValueChange={setSelectedId} disabled={brands.length === 0}>
            <SelectTrigger id="onboarding-brand-select">
              <SelectValue placeholder={CONNECTION_MESSAGES.selectBrandPlaceholder} />
            </SelectTrigger>
            <SelectContent>
              {brands.map((item) => (
                <SelectItem key={item.BrandId} value={item.BrandId}>
                  {item.BrandName}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>

        {statusQuery.isPending ? (
          <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-[74px]" />
            ))}
          </div>
        ) : brands.length === 0 ? (
          <EmptyState
            icon={<Store aria-hidden="true" />}
            title={ONBOARDING_MESSAGES.noBrands}
            action={
              <Button variant="outline" onClick={onBack}>
                {ONBOARDING_MESSAGES.back}
              </Button>
            }
          />
        ) : (
          <div className="flex flex-col gap-6">
            {loadingStatuses ? (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner className="size-4" />
                {CONNECTION_MESSAGES.loadingStatus}
              </p>
            ) : null}
            {SERVICE_GROUPS.map((group) => (
              <section key={group.id} aria-labelledby={`group-${group.id}`} className="flex flex-col gap-3">
                <h3 id={`group-${group.id}`} className="text-sm font-semibold">
                  {group.title}
                  {group.note ? <span className="ml-1.5 font-normal text-muted-foreground">{group.note}</span> : null}
                </h3>
                {group.id === 'reviews' && statuses && !statuses.shopify ? (
                  <p className="rounded-lg border border-dashed border-border px-4 py-5 text-center text-sm text-muted-foreground">
                    {ONBOARDING_MESSAGES.reviewNeedsShopify}
                  </p>
                ) : (
                  <ul className="grid gap-3 sm:grid-cols-2">
                    {group.services.map((service) => (
                      <ServiceCard
                        key={service}
                        service={service}
                        connected={statuses?.[service]}
                        connecting={connecting === service}
                        otherConnected={otherReviewPlatform(service, statuses)}
                        disabled={connecting !== null || finishing !== null}
                        onConnect={onConnect}
                      />
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        )}

        {canProceed ? null : (
          <p className="flex items-start gap-2 rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {ONBOARDING_MESSAGES.proceedRule}
          </p>
        )}
      </CardContent>

      <CardFooter className="flex-wrap justify-between gap-3">
        <Button variant="outline" onClick={onBack} disabled={finishing !== null}>
          <ArrowLeft aria-hidden="true" />
          {ONBOARDING_MESSAGES.back}
        </Button>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" onClick={onSkip} loading={finishing === 'skip'} disabled={finishing !== null}>
            {finishing === 'skip' ? ONBOARDING_MESSAGES.skipping : ONBOARDING_MESSAGES.skip}
          </Button>
          <Button onClick={onComplete} loading={finishing === 'complete'} disabled={!canProceed || finishing !== null}>
            {finishing === 'complete' ? ONBOARDING_MESSAGES.completing : ONBOARDING_MESSAGES.complete}
          </Button>
        </div>
      </CardFooter>

      {dialog && brand ? (
        <ConnectDialog
          key={dialog}
          service={dialog}
          brandId={brand.BrandId}
          brandName={brand.BrandName}
          initialValue={dialog === 'shopify' ? (knownShopDomain(user) ?? '') : ''}
          busy={connecting === dialog}
          onSubmit={onDialogSubmit}
          onClose={() => {
            if (connecting === dialog) return;
            setDialog(null);
          }}
        />
      ) : null}
      {Picker && picker && brand ? (
        <Suspense fallback={null}>
          <Picker
            brandId={brand.BrandId}
            brandName={brand.BrandName}
            onConnected={(message) => {
              markConnected(brand.BrandId, picker);
              onboardingToast.success(message);
              setPicker(null);
              void queryClient.invalidateQueries({
                queryKey: getConnectionStatusesQueryOptions(brand.BrandId).queryKey,
              });
            }}
            onClose={() => setPicker(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
