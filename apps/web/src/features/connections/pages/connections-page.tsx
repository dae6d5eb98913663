import {
  CONNECTION_MESSAGES,
  CONNECTIONS_PAGE_PLATFORMS,
  fillMessage,
  type ConnectionCard as ConnectionCardData,
} from '@bizamply/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Activity, Mail, Plug } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { getSelectedBrandId } from '@/lib/storage';
import type { PlatformPicker, PlatformPickerProps } from '@/platforms/types';
import { getOAuthUrl, removeConnection, useConnections, type PagePlatform } from '../api/connections';
import { ConnectionCard } from '../components/connection-card';
import { HelpCard } from '../components/help-card';
import { ShopifyConnectDialog } from '../components/shopify-connect-dialog';

const PLATFORM_COUNT = CONNECTIONS_PAGE_PLATFORMS.length;
/** Platforms connected through a picker of their own (Google reviews' locations), loaded when first opened. */
const PICKERS: Partial<Record<string, ComponentType<PlatformPickerProps>>> = Object.fromEntries(
  Object.entries(import.meta.glob<PlatformPicker>('../../../platforms/*/picker.tsx', { import: 'default' })).map(
    ([file, load]) => [file.split('/').at(-2), lazy(async () => ({ default: (await load()).Picker }))],
  ),
);

/** The server's message when it sent one, else the spec's fallback. */
function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status !== 0 && error.message) return error.message;
  return fallback;
}

/** The brand an action is for: the selected one, else the only brand the card's connections belong to. */
function actionBrand(selected: string | null, card: ConnectionCardData | undefined): string | null {
  if (selected) return selected;
  const ids = new Set(card?.data.map((entry) => entry.BrandId) ?? []);
  return ids.size === 1 ? ([...ids][0] ?? null) : null;
}

function SummaryCard({
  label,
  value,
  hint,
  icon,
  small = false,
}: {
  label: string;
  value: ReactNode;
  hint: string;
  icon: ReactNode;
  small?: boolean;
}) {
  return (
    <div className="flex min-w-0 items-start gap-3 rounded-lg border border-border bg-surface p-4 shadow-card">
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-subtle text-primary-subtle-foreground [&_svg]:size-4">
        {icon}
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-xs font-medium text-muted-foreground">{label}</p>
        <p
          className={small ? 'text-sm leading-7 font-semibold break-all' : 'truncate text-lg leading-7 font-semibold'}
          title={typeof value === 'string' ? value : undefined}
        >
          {value}
        </p>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
    </div>
  );
}

function LoadingState() {
  return (
    <div aria-busy="true" aria-label="Loading connections" className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-[92px]" />
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: PLATFORM_COUNT }, (_, index) => (
          <Skeleton key={index} className="h-[230px]" />
        ))}
      </div>
    </div>
  );
}

/**
 * /connections: every platform of the selected brand (spec 3 "Platform Connections", §7, §8), with each
 * connection's health and a Reconnect, and the help card (issue 19).
 */
export function ConnectionsPage() {
  const queryClient = useQueryClient();
  const [brandId] = useState(getSelectedBrandId);
  const query = useConnections(brandId);
  const [connecting, setConnecting] = useState<PagePlatform | null>(null);
  const [removing, setRemoving] = useState<PagePlatform | null>(null);
  const [pendingRemoval, setPendingRemoval] = useState(false);
  const [dismissedError, setDismissedError] = useState(false);
  const [askingShop, setAskingShop] = useState(false);
  // A platform connected through its own picker (Google reviews' locations), for the brand it connects.
  const [picking, setPicking] = useState<{ platform: PagePlatform; brandId: string } | null>(null);
  const Picker = picking ? PICKERS[picking.platform] : undefined;
  /** The brand's name as its connections carry it (every brand has its store connected). */
  const brandNameOf = (id: string) =>
    Object.values(query.data?.connections ?? {})
      .flatMap((card) => card?.data ?? [])
      .find((entry) => entry.BrandId === id)?.BrandName ?? '';

  // Returning from a full-page connect: /connections?connected=<platform> or ?platform=&error=.
  const [searchParams, setSearchParams] = useSearchParams();
  const handledReturn = useRef(false);
  useEffect(() => {
    if (handledReturn.current) return;
    const connected = searchParams.get('connected');
    const error = searchParams.get('error');
    if (!connected && !error) return;
    handledReturn.current = true;
    const platform = connected ?? searchParams.get('platform') ?? '';
    const name = query.data?.connections[platform as PagePlatform]?.name ?? platform;
    if (connected) toast.success(fillMessage(CONNECTION_MESSAGES.connectedToast, { service: name }));
    else if (error) toast.error(error || fillMessage(CONNECTION_MESSAGES.failedToConnectTo, { platform: name }));
    setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams, query.data]);

  const connections = query.data?.connections;
  const cardName = (platform: PagePlatform) => connections?.[platform]?.name ?? platform;

  const onConnect = async (platform: PagePlatform, shop?: string) => {
    const target = actionBrand(brandId, connections?.[platform]);
    if (!target) {
      toast.error(CONNECTION_MESSAGES.selectBrandFirst);
      return;
    }
    if (PICKERS[platform]) {
      setPicking({ platform, brandId: target });
      return;
    }
    // Shopify by hand needs the store: asked first, unless a reconnect already knows it.
    if (platform === 'shopify' && !shop && !connections?.shopify?.connected) {
      setAskingShop(true);
      return;
    }
    setConnecting(platform);
    try {
      const url = await getOAuthUrl(platform, target, shop);
      if (!url) throw new Error(CONNECTION_MESSAGES.failedOauthUrl);
      window.location.assign(url);
    } catch (error) {
      const fallback = isApiError(error)
        ? CONNECTION_MESSAGES.failedOauthUrl
        : fillMessage(CONNECTION_MESSAGES.failedToConnectTo, { platform: cardName(platform) });
      toast.error(errorMessage(error, fallback));
      setConnecting(null);
    }
  };

  const onRemoveRequest = (platform: PagePlatform) => {
    if (!actionBrand(brandId, connections?.[platform])) {
      toast.error(CONNECTION_MESSAGES.noBrandSelected);
      return;
    }
    setRemoving(platform);
  };

  const onRemoveConfirm = async () => {
    if (!removing) return;
    const platform = removing;
    const target = actionBrand(brandId, connections?.[platform]);
    if (!target) return;
    setPendingRemoval(true);
    try {
      await removeConnection(platform, target);
      toast.success(fillMessage(CONNECTION_MESSAGES.removedSuccess, { platform: cardName(platform) }));
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: ['connections'] });
      await queryClient.invalidateQueries({ queryKey: ['onboarding', 'connections'] });
    } catch (error) {
      toast.error(errorMessage(error, CONNECTION_MESSAGES.failedRemove));
    } finally {
      setPendingRemoval(false);
    }
  };

  const connectedCount = connections
    ? CONNECTIONS_PAGE_PLATFORMS.filter((platform) => connections[platform]?.connected).length
    : 0;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col">
      <PageHeader
        title={CONNECTION_MESSAGES.pageTitle}
        description="Connect your store, review platforms and social accounts so their reviews and comments flow in."
      />

      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        dismissedError ? null : (
          <Alert
            variant="error"
            onRetry={() => {
              setDismissedError(false);
              void query.refetch();
            }}
            onDismiss={() => setDismissedError(true)}
          >
            {errorMessage(query.error, CONNECTION_MESSAGES.loadFailed)}
          </Alert>
        )
      ) : (
        <div className="flex flex-col gap-6">
          <div className="grid gap-4 sm:grid-cols-3">
            <SummaryCard
              label="Total Connections"
              value={query.data.totalConnections}
              hint={`${connectedCount} / ${PLATFORM_COUNT} platforms`}
              icon={<Plug aria-hidden="true" />}
            />
            <SummaryCard
              label="Active Integrations"
              value={connectedCount}
              hint="working"
              icon={<Activity aria-hidden="true" />}
            />
            <SummaryCard
              label="Account"
              value={query.data.userEmail ?? CONNECTION_MESSAGES.accountNotAvailable}
              hint="Signed in as"
              small
              icon={<Mail aria-hidden="true" />}
            />
          </div>

          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Platforms">
            {CONNECTIONS_PAGE_PLATFORMS.map((platform) => {
              const card = query.data.connections[platform];
              if (!card) return null;
              return (
                <ConnectionCard
                  key={platform}
                  platform={platform}
                  card={card}
                  connecting={connecting === platform}
                  busy={connecting !== null || pendingRemoval}
                  onConnect={(value) => void onConnect(value)}
                  onRemove={onRemoveRequest}
                />
              );
            })}
          </ul>

          <HelpCard
            platforms={CONNECTIONS_PAGE_PLATFORMS}
            cards={query.data.connections}
            supportEmail={query.data.supportEmail ?? null}
            userEmail={query.data.userEmail}
          />
        </div>
      )}

      {askingShop ? (
        <ShopifyConnectDialog
          initialShop={query.data?.shopDomain ?? ''}
          busy={connecting === 'shopify'}
          onSubmit={(shop) => void onConnect('shopify', shop)}
          onClose={() => setAskingShop(false)}
        />
      ) : null}

      {Picker && picking ? (
        <Suspense fallback={null}>
          <Picker
            brandId={picking.brandId}
            brandName={brandNameOf(picking.brandId)}
            onConnected={(message) => {
              toast.success(message);
              setPicking(null);
              void queryClient.invalidateQueries({ queryKey: ['connections'] });
              void queryClient.invalidateQueries({ queryKey: ['onboarding', 'connections'] });
            }}
            onClose={() => setPicking(null)}
          />
        </Suspense>
      ) : null}

      <Dialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !pendingRemoval) setRemoving(null);
        }}
      >
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>Remove connection</DialogTitle>
            <DialogDescription>
              {fillMessage(CONNECTION_MESSAGES.adminRemoveConfirm, {
                platform: removing ? cardName(removing) : '',
              })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRemoving(null)} disabled={pendingRemoval}>
              Cancel
            </Button>
            <Button variant="destructive" loading={pendingRemoval} onClick={() => void onRemoveConfirm()}>
              {CONNECTION_MESSAGES.remove}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
