import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CREDIT_MESSAGES,
  creditEndpoints,
  transactionsQuerySchema,
  transactionsResponseSchema,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { requirePrincipal } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/endpoints.ts';
import { getBalance, getCreditSettings, listTransactions, saveCreditSettings } from './credit.service.ts';

const security = [{ bearer: [] }];
const tags = ['credits'];

/** Spec 2 §7 and spec 3 §7 credit calls. Credits belong to the account: no brand context needed. */
export const creditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerEndpoints(app, creditEndpoints, {
    balance: async ({ principal }) => ({ success: true as const, data: await getBalance(db, principal.accountId) }),
    info: async ({ principal }) => ({ success: true as const, ...(await getBalance(db, principal.accountId)) }),
    settings: async () => ({ success: true as const, data: await getCreditSettings(db) }),
    saveSettings: async ({ principal, body }) => {
      const data = await saveCreditSettings(db, body, principal.email);
      return { success: true as const, message: CREDIT_MESSAGES.settingsSaved, data };
    },
  });

  // Not yet from a definition (issue #18 phase 2): the list's query is being reworked elsewhere (issue #15).
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
