import { AUTOMATION_MESSAGES as M, automationRuleEndpoints } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import { dryRunRule } from './dry-run.service.ts';
import {
  automationOptions,
  createRule,
  editRule,
  getAutomationSettings,
  getRule,
  listRules,
  removeRule,
  reorderRules,
  saveAutomationSettings,
  setRuleEnabled,
} from './rules.service.ts';

/** The Rules page (issue 16): a brand's rules, their order, dry runs and the brand's safety settings. */
export const automationRoutes = endpointRoutes(automationRuleEndpoints, ({ db }: { db: Database }) => ({
  rules: async ({ scope }) => ({ success: true as const, data: await listRules(db, scope) }),
  createRule: async ({ scope, body }) => ({ success: true as const, data: await createRule(db, scope, body) }),
  reorderRules: async ({ scope, body }) => ({
    success: true as const,
    data: await reorderRules(db, scope, body.ruleIds),
  }),
  rule: async ({ scope, params }) => ({ success: true as const, data: await getRule(db, scope, params.id) }),
  updateRule: async ({ scope, params, body }) => ({
    success: true as const,
    data: await editRule(db, scope, params.id, body),
  }),
  setRuleEnabled: async ({ scope, params, body }) => ({
    success: true as const,
    data: await setRuleEnabled(db, scope, params.id, body.enabled),
  }),
  deleteRule: async ({ scope, params }) => {
    await removeRule(db, scope, params.id);
    return { success: true as const, message: M.ruleDeleted };
  },
  dryRun: async ({ scope, params }) => ({ success: true as const, data: await dryRunRule(db, scope, params.id) }),
  settings: async ({ scope }) => ({ success: true as const, data: await getAutomationSettings(db, scope) }),
  saveSettings: async ({ scope, body }) => ({
    success: true as const,
    data: await saveAutomationSettings(db, scope, body),
  }),
  options: async ({ scope }) => ({ success: true as const, data: await automationOptions(db, scope) }),
}));
