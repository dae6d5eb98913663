import { INBOX_MESSAGES, type CommentStatus, type PriceList } from '@bizamply/contracts';
import { Send, Sparkles, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { fillTemplate } from '@/lib/format';
import { useCreditBalance } from '../api/credits';
import type { BulkProgress } from '../lib/bulk-runner';
import { bulkCost, creditsLabel, shortfallMessage, unitPrice, type BulkAction } from '../lib/costs';

export interface RunningBulk {
  action: BulkAction;
  progress: BulkProgress;
}

interface SelectionBarProps {
  tab: CommentStatus;
  /** Selected items the tab's action applies to (pending on Inbox, drafts on Draft). */
  count: number;
  prices: PriceList;
  available: number | undefined;
  /** Selected drafts WhatsApp cannot reach: Send via Both is disabled while any is selected. */
  bothBlocked?: number;
  running: RunningBulk | null;
  onClear: () => void;
  onRun: (action: BulkAction) => void;
  onStop: () => void;
}

const VERB = { generate: 'Generating', platform: 'Sending', both: 'Sending' } as const;

function Progress({ running, onStop }: { running: RunningBulk; onStop: () => void }) {
  const { current, total } = running.progress;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3" role="status" aria-live="polite">
      <span className="text-sm font-medium whitespace-nowrap">
        {VERB[running.action]} {current} of {total}…
      </span>
      <div className="h-1.5 min-w-24 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div
          className="h-full bg-primary transition-all"
          style={{ width: `${(current / Math.max(1, total)) * 100}%` }}
        />
      </div>
      <Button variant="ghost" size="sm" onClick={onStop}>
        Stop
      </Button>
    </div>
  );
}

/** Spec 2: the bar docked at the bottom while items are selected, with the action's total cost. */
export function SelectionBar(props: SelectionBarProps) {
  const { tab, count, prices, running } = props;
  const bothBlockedCount = props.bothBlocked ?? 0;
  const actions: BulkAction[] = tab === 'pending' ? ['generate'] : tab === 'draft' ? ['platform', 'both'] : [];
  const costs = actions.map((action) => ({ action, cost: bulkCost(action, count, prices) }));
  // The first action the balance cannot cover explains why its button is disabled.
  const blocked = costs.map((entry) => shortfallMessage(entry.cost, props.available)).find(Boolean) ?? null;

  return (
    <div
      role="region"
      aria-label="Selection"
      className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 rounded-t-lg border border-border bg-surface-raised px-4 py-3 shadow-popover"
    >
      <span className="tabular text-sm font-semibold">{fillTemplate(INBOX_MESSAGES.selectedCount, { n: count })}</span>
      <Button variant="ghost" size="sm" onClick={props.onClear} disabled={running !== null}>
        <X aria-hidden="true" />
        {INBOX_MESSAGES.clearSelection}
      </Button>
      {running ? (
        <Progress running={running} onStop={props.onStop} />
      ) : (
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          {tab === 'draft' && bothBlockedCount > 0 ? (
            <span id="both-blocked-reason" className="text-xs text-muted-foreground">
              {fillTemplate(INBOX_MESSAGES.bothBlockedSelection, { n: bothBlockedCount })}
            </span>
          ) : null}
          {blocked ? (
            <span role="alert" className="text-xs font-medium text-error-foreground">
              {blocked}
            </span>
          ) : null}
          {costs.map(({ action, cost }) => {
            const short = shortfallMessage(cost, props.available) !== null;
            const price = creditsLabel(unitPrice(action, prices));
            return action === 'generate' ? (
              <Button key={action} onClick={() => props.onRun(action)} disabled={short || count === 0}>
                <Sparkles aria-hidden="true" />
                {INBOX_MESSAGES.generateResponses} · {creditsLabel(cost)}
              </Button>
            ) : (
              <Button
                key={action}
                variant={action === 'both' ? 'outline' : 'primary'}
                onClick={() => props.onRun(action)}
                disabled={short || count === 0 || (action === 'both' && bothBlockedCount > 0)}
                aria-describedby={action === 'both' && bothBlockedCount > 0 ? 'both-blocked-reason' : undefined}
                title={`${price} each`}
              >
                <Send aria-hidden="true" />
                {action === 'platform' ? 'Send via Platform' : 'Send via Both'} ({price} each) · {creditsLabel(cost)}
              </Button>
            );
          })}
          {tab === 'sent' ? (
            <>
              <span className="text-xs text-muted-foreground">Sent responses stay as your record.</span>
              <Button variant="destructive" disabled title="Sent responses cannot be deleted">
                <Trash2 aria-hidden="true" />
                {INBOX_MESSAGES.deleteSelected}
              </Button>
            </>
          ) : null}
        </div>
      )}
    </div>
  );
}

/**
 * The bar with the balance its shortfall check needs, read (and refreshed) when something is selected: the page
 * no longer asks for the balance at start, which the shell's meter has just fetched.
 */
export function InboxSelectionBar(props: Omit<SelectionBarProps, 'available'>) {
  const balance = useCreditBalance();
  return <SelectionBar {...props} available={balance.data?.availableCredits} />;
}
