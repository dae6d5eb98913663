import {
  CONNECTION_MESSAGES,
  fillMessage,
  type ConnectionCard as ConnectionCardData,
  type ConnectionEntry,
} from '@bizamply/contracts';
import type { PagePlatform } from '../api/connections';
import { CircleCheck, CircleX, Lock, RefreshCw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { formatDate, formatRelativeTime } from '@/lib/format';

/** Spec 3 §9 "Connection card preview": the first 3 entries, then '+N more connection(s)'. */
export const CARD_PREVIEW_ENTRIES = 3;

const TYPE_LABELS: Record<ConnectionCardData['type'], string> = {
  ecommerce: 'E-commerce',
  reviews: 'Reviews',
  social: 'Social',
  messaging: 'Messaging',
  analytics: 'Analytics',
};

/** What identifies one connection: the shop domain, app key, page, username, location or business-account count. */
function entryTitle(entry: ConnectionEntry): string {
  if (entry.shop) return entry.shop;
  if (entry.PageName) return entry.PageName;
  if (entry.propertyName) return entry.propertyName;
  if (entry.accountName) return entry.accountName;
  if (entry.username) return entry.username.startsWith('@') ? entry.username : `@${entry.username}`;
  if (entry.whatsappBusinessAccounts !== undefined) {
    const n = entry.whatsappBusinessAccounts;
    return `${n} business account${n === 1 ? '' : 's'}`;
  }
  if (entry.app_key) return `App key ${entry.app_key}`;
  return entry.BrandName;
}

/** The connection's health: last success, token expiry and the last error the platform gave (issue 19). */
function EntryItem({ entry }: { entry: ConnectionEntry }) {
  const title = entryTitle(entry);
  const expiresAt = entry.tokenExpiresAt ? new Date(entry.tokenExpiresAt) : null;
  const [now] = useState(Date.now);
  const expired = expiresAt !== null && expiresAt.getTime() <= now;
  return (
    <li className="flex flex-col gap-0.5 rounded-md bg-muted/60 px-3 py-2 text-xs">
      <div className="flex min-w-0 items-center justify-between gap-2">
        <span className="truncate text-sm font-medium text-foreground" title={title}>
          {title}
        </span>
        {entry.needsAttention ? (
          <Badge variant="warning">
            <TriangleAlert aria-hidden="true" />
            {CONNECTION_MESSAGES.needsAttention}
          </Badge>
        ) : null}
      </div>
      {title !== entry.BrandName ? <span className="text-muted-foreground">Brand: {entry.BrandName}</span> : null}
      <span className="text-muted-foreground">
        Connected {formatDate(entry.connected_at)}
        {' · '}
        {entry.lastSyncAt
          ? fillMessage(CONNECTION_MESSAGES.lastSuccess, { time: formatRelativeTime(entry.lastSyncAt) })
          : CONNECTION_MESSAGES.notSyncedYet}
      </span>
      {expiresAt ? (
        <span className={expired ? 'text-error-foreground' : 'text-muted-foreground'}>
          {fillMessage(expired ? CONNECTION_MESSAGES.tokenExpired : CONNECTION_MESSAGES.tokenExpires, {
            date: formatDate(expiresAt),
          })}
        </span>
      ) : null}
      {entry.lastError ? (
        <span className="break-words text-error-foreground">
          {CONNECTION_MESSAGES.lastErrorLabel} {entry.lastError}
        </span>
      ) : null}
    </li>
  );
}

interface ConnectionCardProps {
  platform: PagePlatform;
  card: ConnectionCardData;
  /** This card's connect is under way (the browser is about to leave). */
  connecting: boolean;
  busy: boolean;
  onConnect: (platform: PagePlatform) => void;
  onRemove: (platform: PagePlatform) => void;
}

/** One platform of /connections (spec 3 "Platform Connections"). */
export function ConnectionCard({ platform, card, connecting, busy, onConnect, onRemove }: ConnectionCardProps) {
  const isShopify = platform === 'shopify';
  const extra = card.data.length - CARD_PREVIEW_ENTRIES;
  const headingId = `connection-${platform}`;

  const removable = card.connected && card.canRemove && !isShopify;
  const isProtected = card.connected && isShopify;
  // Every service can be connected here, and reconnected once connected (issue 19).
  const label = card.connected ? CONNECTION_MESSAGES.reconnect : CONNECTION_MESSAGES.connect;
  const action = (
    <Button
      size="sm"
      variant={card.connected && !card.needsAttention ? 'outline' : 'primary'}
      className={card.needsAttention ? 'bg-warning text-white hover:bg-warning/90 dark:text-background' : undefined}
      loading={connecting}
      disabled={busy}
      onClick={() => onConnect(platform)}
      aria-label={`${label} ${card.name}`}
    >
      {card.connected && !connecting ? <RefreshCw aria-hidden="true" /> : null}
      {connecting ? CONNECTION_MESSAGES.connecting : label}
    </Button>
  );

  return (
    <li
      aria-labelledby={headingId}
      className={
        'flex min-w-0 flex-col gap-4 rounded-lg border bg-surface p-5 shadow-card ' +
        (card.needsAttention ? 'border-warning/60' : 'border-border')
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <PlatformIcon platform={platform} size="lg" withLabel={false} />
          <h2 id={headingId} className="flex-1 text-base leading-6 font-semibold">
            {card.name}
          </h2>
          {card.connected ? (
            <Badge variant="success">
              <CircleCheck aria-hidden="true" />
              {CONNECTION_MESSAGES.connected}
            </Badge>
          ) : (
            <Badge variant="error">
              <CircleX aria-hidden="true" />
              {CONNECTION_MESSAGES.notConnected}
            </Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground">{card.description}</p>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="neutral">{TYPE_LABELS[card.type]}</Badge>
        {card.connected ? (
          <span className="text-xs text-muted-foreground">
            {card.data.length} connection{card.data.length === 1 ? '' : 's'}
          </span>
        ) : null}
      </div>

      {card.needsAttention ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning-subtle px-3 py-2 text-xs text-warning-foreground"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {CONNECTION_MESSAGES.needsReconnect}
        </p>
      ) : null}

      {card.data.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={`${card.name} connections`}>
          {card.data.slice(0, CARD_PREVIEW_ENTRIES).map((entry) => (
            <EntryItem key={`${entry.BrandId}-${entryTitle(entry)}`} entry={entry} />
          ))}
          {extra > 0 ? (
            <li className="text-xs text-muted-foreground">
              {fillMessage(CONNECTION_MESSAGES.moreConnections, { n: extra })}
            </li>
          ) : null}
        </ul>
      ) : null}

      {isShopify ? (
        <p className="text-xs text-muted-foreground">
          {card.connected ? CONNECTION_MESSAGES.shopifyProtected : CONNECTION_MESSAGES.shopifyAutoManaged}
        </p>
      ) : null}

      <div className="mt-auto flex flex-wrap items-center justify-end gap-2 border-t border-border pt-3">
        {isProtected ? (
          <Badge variant="neutral">
            <Lock aria-hidden="true" />
            {CONNECTION_MESSAGES.protected}
          </Badge>
        ) : null}
        {removable ? (
          <Button
            size="sm"
            variant="outline"
            className="text-error-foreground"
            disabled={busy}
            onClick={() => onRemove(platform)}
            aria-label={`${CONNECTION_MESSAGES.remove} ${card.name}`}
          >
            {CONNECTION_MESSAGES.remove}
          </Button>
        ) : null}
        {action}
      </div>
    </li>
  );
}
