import { CREDIT_MESSAGES, creditEndpoints } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { endpointRoutes } from '../../plugins/endpoints.ts';
import { getBalance, getCreditSettings, listTransactions, saveCreditSettings } from './credit.service.ts';
import { transactionsPageBody } from './transactions-page-cache.ts';

/** Spec 2 §7 and spec 3 §7 credit calls. Credits belong to the account: no brand context needed. */
export const creditRoutes = endpointRoutes(creditEndpoints, ({ db }: { db: Database }) => ({
  balance: async ({ principal }) => ({ success: true as const, data: await getBalance(db, principal.accountId) }),
  info: async ({ principal }) => ({ success: true as const, ...(await getBalance(db, principal.accountId)) }),
  settings: async () => ({ success: true as const, data: await getCreditSettings(db) }),
  saveSettings: async ({ principal, body }) => {
    const data = await saveCreditSettings(db, body, principal.email);
    return { success: true as const, message: CREDIT_MESSAGES.settingsSaved, data };
  },
  // A page without a search is kept while nothing it shows changes (transactions-page-cache.ts).
  transactions: async ({ principal, query, reply }) =>
    query.search
      ? { success: true as const, data: await listTransactions(db, principal.accountId, query) }
      : transactionsPageBody(db, principal.accountId, query, (body) => reply.serialize(body)),
}));
