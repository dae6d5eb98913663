import { keptPages } from '../../plugins/kept-answers.ts';
import { ledgerVersion } from './credit.queries.ts';
import { transactionsPage } from './credit.service.ts';

/**
 * Transactions pages without a search, kept while the account's ledger version (credit_ledger_versions, migration
 * 0025: grows with every statement that writes the account's ledger entries or balance, or renames or deletes one
 * of its brands) stays the one the page was read at (plugins/kept-answers.ts). A page shows only those and nothing
 * computed from the clock (its date filters are the query's own dates). A search is read afresh each time: its
 * words would crowd the kept pages out.
 */
export const transactionsPageCache = (maxBytes?: number) =>
  keptPages({
    versionOf: ledgerVersion,
    readAfresh: transactionsPage,
    scopeId: (accountId: string) => accountId,
    maxBytes,
  });

export const transactionsPageBody = transactionsPageCache();
