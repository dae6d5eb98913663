import {
  CONNECTION_MESSAGES,
  CONNECTIONS_PAGE_PLATFORMS,
  fillMessage,
  type AdminCustomer,
  type ConnectionCard,
  type ConnectionEntry,
} from '@bizamply/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogFooter } from '@/components/ui/dialog';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { removeCustomerConnection, useCustomerConnections, type CardPlatform } from '../api/customer-connections';
import { CUSTOMERS_KEY } from '../api/customers';
import { customerName } from '../lib/customer-display';
import { CustomerDialogFrame } from './customer-dialog-frame';

/** Spec 3 §9 "Connection card preview": 3 entries. */
const PREVIEW = 3;

const TYPE_LABELS: Record<ConnectionCard['type'], string> = {
  ecommerce: 'E-commerce',
  reviews: 'Reviews',
  social: 'Social',
  messaging: 'Messaging',
  analytics: 'Analytics',
};

/** The connected thing: shop, page, username or app key; the brand's name when the platform names none. */
function entryTitle(entry: ConnectionEntry): string {
  if (entry.shop) return entry.shop;
  if (entry.PageName) return entry.PageName;
  if (entry.username) return entry.username.startsWith('@') ? entry.username : `@${entry.username}`;
  return entry.app_key ?? entry.BrandName;
}

/** Spec 3 §9: a brand id is shown by its last 8 characters, uppercased. */
const shortId = (id: string) => id.slice(-8).toUpperCase();

function PlatformCard({
  platform,
  card,
  busy,
  onRemove,
}: {
  platform: CardPlatform;
  card: ConnectionCard;
  busy: boolean;
  onRemove: (platform: CardPlatform) => void;
}) {
  const extra = card.data.length - PREVIEW;
  const isShopify = platform === 'shopify';
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4" aria-label={card.name}>
      <div className="flex items-center gap-3">
        <PlatformIcon platform={platform} size="lg" withLabel={false} />
        <p className="min-w-0 flex-1 font-medium">{card.name}</p>
        <Badge variant={card.connected ? 'success' : 'neutral'}>
          {card.connected ? CONNECTION_MESSAGES.connected : CONNECTION_MESSAGES.notConnected}
        </Badge>
      </div>
      <p className="text-xs text-muted-foreground">{card.description}</p>
      <p className="text-xs text-muted-foreground">
        {TYPE_LABELS[card.type]}
        {card.connected ? ` · ${card.data.length} connection${card.data.length === 1 ? '' : 's'}` : ''}
      </p>
      {card.data.length > 0 ? (
        <ul className="flex flex-col gap-1 text-xs">
          {card.data.slice(0, PREVIEW).map((entry) => (
            <li key={`${entry.BrandId}-${entryTitle(entry)}`} className="rounded bg-muted/60 px-2 py-1">
              <span className="block truncate font-medium" title={entryTitle(entry)}>
                {entryTitle(entry)}
              </span>
              <span className="block truncate text-muted-foreground" title={`Brand ID ${entry.BrandId}`}>
                {entry.BrandName} · {shortId(entry.BrandId)}
              </span>
            </li>
          ))}
          {extra > 0 ? (
            <li className="text-muted-foreground">{fillMessage(CONNECTION_MESSAGES.moreConnections, { n: extra })}</li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto flex justify-end gap-2">
        {card.connected && isShopify ? (
          <Badge variant="neutral">
            <Lock aria-hidden="true" />
            {CONNECTION_MESSAGES.protected}
          </Badge>
        ) : null}
        {card.connected && card.canRemove && !isShopify ? (
          <Button
            size="sm"
            variant="outline"
            className="text-error-foreground"
            disabled={busy}
            aria-label={`${CONNECTION_MESSAGES.remove} ${card.name}`}
            onClick={() => onRemove(platform)}
          >
            {CONNECTION_MESSAGES.remove}
          </Button>
        ) : null}
        {!card.connected ? (
          <Button size="sm" variant="outline" disabled>
            {CONNECTION_MESSAGES.notAvailable}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

interface ConnectionsDialogProps {
  customer: AdminCustomer;
  onClose: () => void;
}

/** Spec 3 "Manage Connections": the customer's cards, removal of non-shopify connections with confirmation. */
export function ConnectionsDialog({ customer, onClose }: ConnectionsDialogProps) {
  const queryClient = useQueryClient();
  const query = useCustomerConnections(customer._id);
  const [removing, setRemoving] = useState<CardPlatform | null>(null);
  const nameOf = (platform: CardPlatform) => query.data?.connections[platform]?.name ?? platform;
  const removal = useMutation({
    mutationFn: (platform: CardPlatform) => removeCustomerConnection(customer._id, platform),
    onSuccess: async (_result, platform) => {
      toast.success(fillMessage(CONNECTION_MESSAGES.removedSuccess, { platform: nameOf(platform) }));
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    },
    onError: (error) => toast.error(errorMessage(error, CONNECTION_MESSAGES.failedRemove)),
  });

  return (
    <CustomerDialogFrame
      title={`Manage Connections — ${customerName(customer)}`}
      description={customer.Email}
      onClose={onClose}
      busy={removal.isPending}
      className="max-w-4xl"
    >
      <DialogBody className="flex flex-col gap-4">
        {query.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner className="size-6" label="Loading connections" />
          </div>
        ) : query.isError ? (
          <Alert onRetry={() => void query.refetch()}>
            {errorMessage(query.error, CONNECTION_MESSAGES.loadFailed)}
          </Alert>
        ) : removing ? (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-md border border-error/40 bg-error-subtle p-4 text-sm"
          >
            <p className="font-medium text-error-foreground">
              {fillMessage(CONNECTION_MESSAGES.adminRemoveConfirm, { platform: nameOf(removing) })}
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="outline" size="sm" onClick={() => setRemoving(null)} disabled={removal.isPending}>
                Cancel
              </Button>
              <Button
                variant="destructive"
                size="sm"
                loading={removal.isPending}
                onClick={() => removal.mutate(removing)}
              >
                {CONNECTION_MESSAGES.remove}
              </Button>
            </div>
          </div>
        ) : (
          <>
            <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Platforms">
              {CONNECTIONS_PAGE_PLATFORMS.map((platform) => {
                const card = query.data.connections[platform];
                return card ? (
                  <PlatformCard
                    key={platform}
                    platform={platform}
                    card={card}
                    busy={removal.isPending}
                    onRemove={setRemoving}
                  />
                ) : null;
              })}
            </ul>
            <ul className="list-disc space-y-1 pl-5 text-xs text-muted-foreground">
              <li>{CONNECTION_MESSAGES.shopifyProtected}</li>
              <li>Removing a connection permanently deletes its associated data.</li>
              <li>The customer must reconnect the platform manually.</li>
            </ul>
          </>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={removal.isPending}>
          Close
        </Button>
      </DialogFooter>
    </CustomerDialogFrame>
  );
}
