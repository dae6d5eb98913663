import { ACTION_LABELS, AUTOMATION_MESSAGES, RULE_ACTION_TYPES, type DryRun, type Rule } from '@bizamply/contracts';
import { Power } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
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
import { Skeleton } from '@/components/ui/skeleton';
import { fillTemplate, formatDateTime, formatNumber } from '@/lib/format';

interface DryRunDialogProps {
  rule: Rule;
  result: DryRun | undefined;
  error: string | null;
  pending: boolean;
  onRetry: () => void;
  onTurnOn: () => void;
  turningOn: boolean;
  onClose: () => void;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-md border border-border px-3 py-2">
      <span className="tabular text-lg font-semibold">{value}</span>
      <span className="text-xs text-muted-foreground">{label}</span>
    </div>
  );
}

function Results({ result }: { result: DryRun }) {
  const counted = RULE_ACTION_TYPES.filter((type) => result.actions[type] > 0);
  if (result.matched === 0)
    return <p className="py-4 text-sm text-muted-foreground">{AUTOMATION_MESSAGES.dryRunNothing}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm font-medium">{fillTemplate(AUTOMATION_MESSAGES.dryRunTitle, { days: result.days })}</p>
      <div role="group" className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Counts per action">
        <Figure
          label={fillTemplate(AUTOMATION_MESSAGES.dryRunMatched, { count: '' }).trim()}
          value={formatNumber(result.matched)}
        />
        {counted.map((type) => (
          <Figure key={type} label={ACTION_LABELS[type]} value={formatNumber(result.actions[type])} />
        ))}
        <Figure label="Credits" value={formatNumber(result.credits)} />
      </div>
      {result.heldByBuiltIn > 0 ? (
        <p className="text-xs text-muted-foreground">
          {fillTemplate(AUTOMATION_MESSAGES.dryRunHeld, { count: result.heldByBuiltIn })}
        </p>
      ) : null}
      {result.capped > 0 ? (
        <Alert variant="warning">{fillTemplate(AUTOMATION_MESSAGES.dryRunCapped, { count: result.capped })}</Alert>
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">{AUTOMATION_MESSAGES.dryRunExamples}</h3>
        <ul
          className="divide-y divide-border rounded-md border border-border"
          aria-label={AUTOMATION_MESSAGES.dryRunExamples}
        >
          {result.examples.map((example) => (
            <li key={example.commentId} className="flex flex-col gap-1 px-3 py-2 text-sm">
              <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <PlatformIcon platform={example.platform} size="sm" />
                {example.rating !== null ? <span>{example.rating}★</span> : null}
                {example.reviewer ? <span>{example.reviewer}</span> : null}
                <time dateTime={example.postedAt}>{formatDateTime(example.postedAt)}</time>
              </span>
              <span className="line-clamp-2">{example.excerpt}</span>
              <span className="text-xs font-medium">
                {example.actions.length > 0 ? example.actions.map((action) => ACTION_LABELS[action]).join(' · ') : '—'}
                {example.note ? <span className="font-normal text-muted-foreground"> · {example.note}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** "What would this rule have done?": the counts, the credits and 20 examples, and the switch to turn it on. */
export function DryRunDialog(props: DryRunDialogProps) {
  const { rule, result } = props;
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{AUTOMATION_MESSAGES.dryRun}</DialogTitle>
          <DialogDescription>{rule.name}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {props.pending ? (
            <div className="flex flex-col gap-3" aria-busy="true" aria-label={AUTOMATION_MESSAGES.dryRunRunning}>
              <p className="text-sm text-muted-foreground">{AUTOMATION_MESSAGES.dryRunRunning}</p>
              <Skeleton className="h-16" />
              <Skeleton className="h-40" />
            </div>
          ) : props.error ? (
            <Alert variant="error" onRetry={props.onRetry}>
              {props.error}
            </Alert>
          ) : result ? (
            <Results result={result} />
          ) : null}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={props.onClose}>
            Close
          </Button>
          {!rule.enabled ? (
            <Button onClick={props.onTurnOn} loading={props.turningOn} disabled={props.pending}>
              <Power aria-hidden="true" />
              {AUTOMATION_MESSAGES.turnOn}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
