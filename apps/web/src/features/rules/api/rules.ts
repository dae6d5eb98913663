import {
  ruleDeleteResponseSchema,
  ruleResponseSchema,
  rulesResponseSchema,
  type Rule,
  type RuleInput,
} from '@bizamply/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getSelectedBrandId } from '@/lib/storage';
import { rulesKeys } from './rules-keys';

/** GET /api/automation/rules: the brand's rules in order. */
export async function getRules(signal?: AbortSignal) {
  const { data } = await apiClient.get('/api/automation/rules', { schema: rulesResponseSchema, signal });
  return data;
}

export const getRulesQueryOptions = (brandId: string | null) =>
  queryOptions({
    queryKey: rulesKeys.list(brandId),
    queryFn: ({ signal }) => getRules(signal),
    enabled: brandId !== null,
  });

export function useRules(brandId: string | null) {
  return useQuery(getRulesQueryOptions(brandId));
}

/** POST (new) or PUT (edit) a rule: a 400 names the field of a mistake. */
export async function saveRule(input: { id: string | null; rule: RuleInput }): Promise<Rule> {
  const { data } = input.id
    ? await apiClient.put(`/api/automation/rules/${input.id}`, input.rule, { schema: ruleResponseSchema })
    : await apiClient.post('/api/automation/rules', input.rule, { schema: ruleResponseSchema });
  return data;
}

export async function setRuleEnabled(input: { id: string; enabled: boolean }): Promise<Rule> {
  const { data } = await apiClient.put(
    `/api/automation/rules/${input.id}/enabled`,
    { enabled: input.enabled },
    { schema: ruleResponseSchema },
  );
  return data;
}

export async function deleteRule(id: string): Promise<string> {
  const { message } = await apiClient.delete(`/api/automation/rules/${id}`, { schema: ruleDeleteResponseSchema });
  return message;
}

export async function reorderRules(ruleIds: string[]) {
  const { data } = await apiClient.put('/api/automation/rule-order', { ruleIds }, { schema: rulesResponseSchema });
  return data;
}

/** The rule mutations, each refreshing the list (and the activity it may change) when it settles. */
export function useRuleMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: rulesKeys.all(getSelectedBrandId()) });
  return {
    save: useMutation({ mutationFn: saveRule, onSettled: refresh }),
    enable: useMutation({ mutationFn: setRuleEnabled, onSettled: refresh }),
    remove: useMutation({ mutationFn: deleteRule, onSettled: refresh }),
    reorder: useMutation({ mutationFn: reorderRules, onSettled: refresh }),
  };
}
