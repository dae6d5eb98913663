import { AUTOMATION_MESSAGES, type Rule } from '@bizamply/contracts';
import { ListChecks, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { useDryRun } from '../api/dry-run';
import { useRuleMutations, useRules } from '../api/rules';
import { useAutomationOptions } from '../api/settings';
import { DryRunDialog } from './dry-run-dialog';
import { RuleCard } from './rule-card';
import { RuleEditorDialog } from './rule-editor-dialog';

/** The brand's rules in order, with the editor and the dry run. */
export function RulesPanel({ brandId }: { brandId: string }) {
  const rules = useRules(brandId);
  const options = useAutomationOptions(brandId, true);
  const mutations = useRuleMutations();
  const dryRun = useDryRun();
  const [editing, setEditing] = useState<Rule | 'new' | null>(null);
  const [dryRunRule, setDryRunRule] = useState<Rule | null>(null);
  const products = useMemo(() => options.data?.products ?? [], [options.data]);
  const productNames = useMemo(() => new Map(products.map((product) => [product.id, product.title])), [products]);
  const list = rules.data?.rules ?? [];
  const busy = mutations.enable.isPending || mutations.reorder.isPending || mutations.remove.isPending;

  const toggle = async (rule: Rule, enabled: boolean) => {
    try {
      const saved = await mutations.enable.mutateAsync({ id: rule.id, enabled });
      toast.success(enabled ? AUTOMATION_MESSAGES.ruleTurnedOn : AUTOMATION_MESSAGES.ruleTurnedOff);
      if (dryRunRule?.id === rule.id) setDryRunRule(saved);
    } catch (error) {
      toast.error(errorMessage(error, AUTOMATION_MESSAGES.saveFailed));
    }
  };
  const move = (rule: Rule, delta: -1 | 1) => {
    const ids = list.map((entry) => entry.id);
    const from = ids.indexOf(rule.id);
    ids.splice(from, 1);
    ids.splice(from + delta, 0, rule.id);
    mutations.reorder.mutate(ids, {
      onError: (error) => toast.error(errorMessage(error, AUTOMATION_MESSAGES.saveFailed)),
    });
  };
  const remove = (rule: Rule) =>
    mutations.remove.mutate(rule.id, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error, AUTOMATION_MESSAGES.saveFailed)),
    });
  const openDryRun = (rule: Rule) => {
    setDryRunRule(rule);
    dryRun.mutate(rule.id);
  };

  return (
    <div className="flex flex-col">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-3">
        <p className="text-xs text-muted-foreground">
          {AUTOMATION_MESSAGES.firstMatchDecides} {rules.data ? `${list.length} of ${rules.data.max}.` : ''}
        </p>
        <Button
          size="sm"
          onClick={() => setEditing('new')}
          disabled={rules.data ? list.length >= rules.data.max : true}
        >
          <Plus aria-hidden="true" />
          {AUTOMATION_MESSAGES.newRule}
        </Button>
      </div>
      {rules.isPending ? (
        <div className="flex flex-col gap-3 p-4" aria-busy="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : rules.isError ? (
        <div className="p-4">
          <Alert variant="error" onRetry={() => void rules.refetch()}>
            {AUTOMATION_MESSAGES.loadFailed}
          </Alert>
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<ListChecks aria-hidden="true" />}
          title={AUTOMATION_MESSAGES.noRules}
          description={AUTOMATION_MESSAGES.noRulesHint}
          action={<Button onClick={() => setEditing('new')}>{AUTOMATION_MESSAGES.newRule}</Button>}
        />
      ) : (
        <div aria-label={AUTOMATION_MESSAGES.tabRules} role="list">
          {list.map((rule, index) => (
            <div role="listitem" key={rule.id}>
              <RuleCard
                rule={rule}
                index={index}
                count={list.length}
                products={productNames}
                busy={busy}
                onToggle={(entry, enabled) => void toggle(entry, enabled)}
                onEdit={setEditing}
                onDryRun={openDryRun}
                onMove={move}
                onDelete={remove}
              />
            </div>
          ))}
        </div>
      )}
      {editing ? (
        <RuleEditorDialog
          rule={editing === 'new' ? null : editing}
          products={products}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {dryRunRule ? (
        <DryRunDialog
          rule={dryRunRule}
          result={dryRun.data}
          pending={dryRun.isPending}
          error={dryRun.isError ? errorMessage(dryRun.error, AUTOMATION_MESSAGES.dryRunFailed) : null}
          onRetry={() => dryRun.mutate(dryRunRule.id)}
          turningOn={mutations.enable.isPending}
          onTurnOn={() => void toggle(dryRunRule, true)}
          onClose={() => {
            setDryRunRule(null);
            dryRun.reset();
          }}
        />
      ) : null}
    </div>
  );
}
