import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTOMATION_MESSAGES as M,
  automationOptionsResponseSchema,
  automationSettingsInputSchema,
  automationSettingsResponseSchema,
  dryRunResponseSchema,
  ruleDeleteResponseSchema,
  ruleEnabledRequestSchema,
  ruleInputSchema,
  ruleOrderRequestSchema,
  ruleResponseSchema,
  rulesResponseSchema,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { requireBrand } from '../../plugins/auth.ts';
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

const tags = ['automation'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(64) });
const scopeOf = (request: Parameters<typeof requireBrand>[0]) => {
  const { principal, brandId } = requireBrand(request);
  return { accountId: principal.accountId, brandId };
};

/** The Rules page (issue 16): a brand's rules, their order, dry runs and the brand's safety settings. */
export const automationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/automation/rules',
    { schema: { tags, security, summary: "The brand's rules in order", response: { 200: rulesResponseSchema } } },
    async (request) => ({ success: true as const, data: await listRules(db, scopeOf(request)) }),
  );

  app.post(
    '/api/automation/rules',
    {
      schema: {
        tags,
        security,
        summary: 'Create a rule (off until turned on); 400 names the field of a mistake',
        body: ruleInputSchema,
        response: { 200: ruleResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await createRule(db, scopeOf(request), request.body) }),
  );

  app.put(
    '/api/automation/rule-order',
    {
      schema: {
        tags,
        security,
        summary: "Reorder the brand's rules (every rule id, once, in the new order)",
        body: ruleOrderRequestSchema,
        response: { 200: rulesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reorderRules(db, scopeOf(request), request.body.ruleIds),
    }),
  );

  app.get(
    '/api/automation/rules/:id',
    { schema: { tags, security, summary: 'One rule', params: idParams, response: { 200: ruleResponseSchema } } },
    async (request) => ({ success: true as const, data: await getRule(db, scopeOf(request), request.params.id) }),
  );

  app.put(
    '/api/automation/rules/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a rule (its failure count and any pause are cleared)',
        params: idParams,
        body: ruleInputSchema,
        response: { 200: ruleResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await editRule(db, scopeOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/api/automation/rules/:id/enabled',
    {
      schema: {
        tags,
        security,
        summary: 'Turn a rule on (it acts on items that arrive from now on) or off',
        params: idParams,
        body: ruleEnabledRequestSchema,
        response: { 200: ruleResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setRuleEnabled(db, scopeOf(request), request.params.id, request.body.enabled),
    }),
  );

  app.delete(
    '/api/automation/rules/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a rule',
        params: idParams,
        response: { 200: ruleDeleteResponseSchema },
      },
    },
    async (request) => {
      await removeRule(db, scopeOf(request), request.params.id);
      return { success: true as const, message: M.ruleDeleted };
    },
  );

  app.post(
    '/api/automation/rules/:id/dry-run',
    {
      schema: {
        tags,
        security,
        summary: 'What would this rule have done? The last 30 days replayed through the same engine',
        params: idParams,
        response: { 200: dryRunResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await dryRunRule(db, scopeOf(request), request.params.id) }),
  );

  app.get(
    '/api/automation/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Risky words, daily credit cap, reply-time target, and what automatic actions spent today',
        response: { 200: automationSettingsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await getAutomationSettings(db, scopeOf(request)) }),
  );

  app.put(
    '/api/automation/settings',
    {
      schema: {
        tags,
        security,
        summary: "Save the brand's safety settings",
        body: automationSettingsInputSchema,
        response: { 200: automationSettingsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await saveAutomationSettings(db, scopeOf(request), request.body),
    }),
  );

  app.get(
    '/api/automation/options',
    {
      schema: {
        tags,
        security,
        summary: "What the rule editor offers: the brand's products",
        response: { 200: automationOptionsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await automationOptions(db, scopeOf(request)) }),
  );
};
