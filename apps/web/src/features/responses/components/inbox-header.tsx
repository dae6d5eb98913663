import { INBOX_MESSAGES } from '@bizamply/contracts';
import { Coins, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

interface InboxHeaderProps {
  connected: boolean;
  autoRefresh: boolean;
  onAutoRefreshChange: (on: boolean) => void;
  lastSync: Date | null;
  refreshing: boolean;
  onRefresh: () => void;
  onRefreshCredits: () => void;
  refreshingCredits: boolean;
}

/** Spec 2 "Customer Responses inbox" header: indicator, Auto-refresh, last sync, refresh, credit settings. */
export function InboxHeader(props: InboxHeaderProps) {
  const { connected, autoRefresh } = props;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <span
        className={cn(
          'inline-flex items-center gap-1.5 font-medium',
          connected ? 'text-success-foreground' : 'text-error-foreground',
        )}
        role="status"
      >
        <span
          aria-hidden="true"
          className={cn('size-2 rounded-full', connected ? 'animate-pulse bg-success' : 'bg-error')}
        />
        {connected ? INBOX_MESSAGES.connected : INBOX_MESSAGES.disconnected}
      </span>
      <span className="inline-flex items-center gap-2">
        <Switch id="inbox-auto-refresh" checked={autoRefresh} onCheckedChange={props.onAutoRefreshChange} />
        <label htmlFor="inbox-auto-refresh" className="cursor-pointer">
          {INBOX_MESSAGES.autoRefresh}
        </label>
      </span>
      {/* As wide empty as with a time in it: the row wraps the same before and after the first load. */}
      <span className="tabular min-w-[32ch] text-xs text-muted-foreground">
        Last sync: {props.lastSync ? formatDateTime(props.lastSync) : '—'}
      </span>
      <div className="ml-auto flex items-center gap-1">
        <Button variant="outline" size="sm" onClick={props.onRefresh} disabled={props.refreshing}>
          <RefreshCw aria-hidden="true" className={cn(props.refreshing && 'animate-spin')} />
          Refresh
        </Button>
        <Button variant="ghost" size="sm" onClick={props.onRefreshCredits} disabled={props.refreshingCredits}>
          <Coins aria-hidden="true" />
          Refresh credit settings
        </Button>
      </div>
    </div>
  );
}
