import { CONNECTION_CARD_INFO, CONNECTION_MESSAGES, PLATFORM_LABELS, type Platform } from '@bizamply/contracts';
import { CircleCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Skeleton } from '@/components/ui/skeleton';

interface ServiceCardProps {
  service: Platform;
  /** Undefined while the status is being checked. */
  connected: boolean | undefined;
  connecting: boolean;
  /** Judge.me / Yotpo: the other review platform, when that one is connected. */
  otherConnected: Platform | null;
  /** Another connect is running: one at a time. */
  disabled: boolean;
  onConnect: (service: Platform) => void;
}

/** One service of step 2: icon, name, what it brings, and 'Connected' or 'Connect' (spec 1 §2). */
export function ServiceCard({ service, connected, connecting, otherConnected, disabled, onConnect }: ServiceCardProps) {
  const info = CONNECTION_CARD_INFO[service];
  let action;
  if (connected === undefined) {
    action = <Skeleton className="h-8 w-24" />;
  } else if (connected) {
    action = (
      <Badge variant="success">
        <CircleCheck aria-hidden="true" />
        {CONNECTION_MESSAGES.connected}
      </Badge>
    );
  } else {
    const label = otherConnected
      ? CONNECTION_MESSAGES.otherReviewConnected.replace('{other}', PLATFORM_LABELS[otherConnected])
      : connecting
        ? CONNECTION_MESSAGES.connecting
        : CONNECTION_MESSAGES.connect;
    action = (
      <Button
        size="sm"
        variant="outline"
        loading={connecting}
        disabled={Boolean(otherConnected) || disabled}
        onClick={() => onConnect(service)}
        aria-label={otherConnected || connecting ? undefined : `${CONNECTION_MESSAGES.connect} ${info.name}`}
      >
        {label}
      </Button>
    );
  }

  return (
    <li className="flex min-w-0 items-center gap-3 rounded-lg border border-border bg-surface p-4 shadow-card">
      <PlatformIcon platform={service} size="lg" withLabel={false} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="text-sm font-medium break-words">{info.name}</p>
        <p className="text-xs text-muted-foreground">{info.description}</p>
      </div>
      <div className="shrink-0">{action}</div>
    </li>
  );
}
