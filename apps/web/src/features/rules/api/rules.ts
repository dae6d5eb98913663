import type { Rule, RuleInput } from '@bizamply/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/endpoints';
import { automationKey } from './rules-keys';

/** The brand's rules in order. */
export function useRules(brandId: string | null) {
  return useQuery({ ...api.automation.rules.queryOptions({ brandId }), select: (response) => response.data });
}

/** POST (new) or PUT (edit) a rule: a 400 names the field of a mistake. */
export async function saveRule(input: { id: string | null; rule: RuleInput }): Promise<Rule> {
  const { data } = input.id
    ? await api.automation.updateRule({ params: { id: input.id }, body: input.rule })
    : await api.automation.createRule({ body: input.rule });
  return data;
}

export async function setRuleEnabled(input: { id: string; enabled: boolean }): Promise<Rule> {
  return (await api.automation.setRuleEnabled({ params: { id: input.id }, body: { enabled: input.enabled } })).data;
}

export async function deleteRule(id: string): Promise<string> {
  return (await api.automation.deleteRule({ params: { id } })).message;
}

export async function reorderRules(ruleIds: string[]) {
  return (await api.automation.reorderRules({ body: { ruleIds } })).data;
}

/** The rule mutations, each refreshing the list (and the activity it may change) when it settles. */
export function useRuleMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: automationKey });
  return {
    save: useMutation({ mutationFn: saveRule, onSettled: refresh }),
    enable: useMutation({ mutationFn: setRuleEnabled, onSettled: refresh }),
    remove: useMutation({ mutationFn: deleteRule, onSettled: refresh }),
    reorder: useMutation({ mutationFn: reorderRules, onSettled: refresh }),
  };
}
