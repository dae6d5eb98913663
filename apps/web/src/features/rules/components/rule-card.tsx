import { AUTOMATION_MESSAGES, type Rule } from '@bizamply/contracts';
import { ArrowDown, ArrowUp, FlaskConical, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { fillTemplate } from '@/lib/format';
import { actionsSummary, conditionsSummary } from '../lib/rule-form';

interface RuleCardProps {
  rule: Rule;
  index: number;
  count: number;
  products: Map<string, string>;
  busy: boolean;
  onToggle: (rule: Rule, enabled: boolean) => void;
  onEdit: (rule: Rule) => void;
  onDryRun: (rule: Rule) => void;
  onMove: (rule: Rule, delta: -1 | 1) => void;
  onDelete: (rule: Rule) => void;
}

/** One rule: its place in the order, on/off, when → then, and what to do with it. */
export function RuleCard({ rule, index, count, products, busy, ...actions }: RuleCardProps) {
  // A paused rule is off until the merchant turns it on again (which clears the pause).
  const active = rule.enabled && !rule.pausedAt;
  return (
    <article
      aria-label={rule.name}
      className="flex flex-col gap-3 border-b border-border px-4 py-4 last:border-b-0 sm:flex-row sm:items-start"
    >
      <span className="tabular flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground">
        {index + 1}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-sm font-semibold">{rule.name}</h3>
          <Badge variant={active ? 'success' : rule.pausedAt ? 'error' : 'neutral'}>
            {active ? AUTOMATION_MESSAGES.ruleOn : AUTOMATION_MESSAGES.ruleOff}
          </Badge>
          {rule.continueAfter ? <Badge variant="primary">{AUTOMATION_MESSAGES.continueAfter}</Badge> : null}
        </div>
        <p className="text-sm">
          <span className="text-muted-foreground">When </span>
          {conditionsSummary(rule.conditions, products)}
        </p>
        <p className="text-sm">
          <span className="text-muted-foreground">Then </span>
          {actionsSummary(rule.actions)}
        </p>
        {rule.pausedAt ? (
          <p className="text-xs font-medium text-error-foreground">
            {fillTemplate(AUTOMATION_MESSAGES.rulePaused, {
              count: rule.consecutiveFailures,
              reason: rule.pauseReason ?? '',
            })}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-1.5 pt-1">
          <Button size="sm" variant="outline" onClick={() => actions.onDryRun(rule)} disabled={busy}>
            <FlaskConical aria-hidden="true" />
            {AUTOMATION_MESSAGES.dryRun}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => actions.onEdit(rule)} disabled={busy}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={`${AUTOMATION_MESSAGES.moveUp}: ${rule.name}`}
            onClick={() => actions.onMove(rule, -1)}
            disabled={busy || index === 0}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={`${AUTOMATION_MESSAGES.moveDown}: ${rule.name}`}
            onClick={() => actions.onMove(rule, 1)}
            disabled={busy || index === count - 1}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={`${AUTOMATION_MESSAGES.deleteRule}: ${rule.name}`}
            onClick={() => actions.onDelete(rule)}
            disabled={busy}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="flex items-center gap-2 sm:pt-0.5">
        <Switch
          aria-label={rule.name}
          checked={active}
          onCheckedChange={(checked) => actions.onToggle(rule, checked)}
          disabled={busy}
        />
      </div>
    </article>
  );
}
