import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CREDIT_MESSAGES,
  creditBalanceResponseSchema,
  creditInfoResponseSchema,
  creditSettingsResponseSchema,
  creditSettingsSaveResponseSchema,
  creditSettingsUpdateSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { requireAdmin, requirePrincipal } from '../../plugins/auth.ts';
import { getBalance, getCreditSettings, listTransactions, saveCreditSettings } from './credit.service.ts';

const security = [{ bearer: [] }];
const tags = ['credits'];

/** Spec 2 §7 and spec 3 §7 credit calls. Credits belong to the account: no brand context needed. */
export const creditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/credits/balance',
    {
      schema: {
        tags,
        security,
        summary: "The account's credit balance",
        response: { 200: creditBalanceResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      return { success: true as const, data: await getBalance(db, principal.accountId) };
    },
  );

  app.get(
    '/api/credits/info',
    {
      schema: { tags, security, summary: 'The balance, top-level fields', response: { 200: creditInfoResponseSchema } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      return { success: true as const, ...(await getBalance(db, principal.accountId)) };
    },
  );

  app.get(
    '/api/credits/settings',
    {
      schema: {
        tags,
        security,
        summary: 'The credit prices in force (newest version)',
        response: { 200: creditSettingsResponseSchema },
      },
    },
    async (request) => {
      requirePrincipal(request);
      return { success: true as const, data: await getCreditSettings(db) };
    },
  );

  app.post(
    '/api/credits/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Save new credit prices as the next version (administrators only)',
        body: creditSettingsUpdateSchema,
        response: { 200: creditSettingsSaveResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const data = await saveCreditSettings(db, request.body, admin.email);
      return { success: true as const, message: CREDIT_MESSAGES.settingsSaved, data };
    },
  );

  app.get(
    '/api/credits/transactions',
    {
      schema: {
        tags,
        security,
        summary: "The account's credit transactions, filtered and paginated",
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      return { success: true as const, data: await listTransactions(db, principal.accountId, request.query) };
    },
  );
};
