import {
  CREDIT_MESSAGES,
  CREDIT_PLATFORMS,
  type CreditPlatform,
  type CreditTransaction,
  type Platform,
  type TransactionsQuery,
  type TransactionsResponse,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { findBrandInAccount } from '../brands/index.ts';
import { findBalance, listLedgerPage, type LedgerListRow } from './credit.queries.ts';

export { appendLedgerEntry, type LedgerEntryInput } from './credit.ledger.ts';
export { getCreditSettings, saveCreditSettings } from './credit.settings.ts';
export { grantWelcomeCredits } from './credit.welcome.ts';

export const getBalance = findBalance;

/** 402 with its own code, before any provider or platform is called (the ledger enforces it again). */
export const insufficientCredits = (needed: number, available: number) =>
  new AppError(
    'INSUFFICIENT_CREDITS',
    CREDIT_MESSAGES.insufficientCredits
      .replace('{needed}', String(needed))
      .replace('{available}', String(Math.max(0, available))),
  );

/** The ledger's platform column knows the platforms items come from and 'system' (analytics platforms: no charges). */
export function creditPlatformOf(platform: Platform): CreditPlatform {
  return (CREDIT_PLATFORMS as readonly string[]).includes(platform) ? (platform as CreditPlatform) : 'system';
}

export function pageInfo(page: number, limit: number, totalCount: number) {
  const totalPages = Math.ceil(totalCount / limit);
  return { currentPage: page, limit, totalCount, totalPages, hasPrev: page > 1, hasNext: page < totalPages };
}

function toTransaction(row: LedgerListRow): CreditTransaction {
  const message = row.customerMessage;
  const response = row.response;
  return {
    _id: row.id,
    BrandName: row.brandName,
    BrandId: row.brandId,
    type: row.type,
    platform: row.platform,
    creditsUsed: row.delta < 0 ? -row.delta : 0,
    creditsAdded: row.delta > 0 ? row.delta : 0,
    status: row.status,
    createdAt: row.createdAt,
    description: row.description,
    messageContent: message || response ? JSON.stringify({ customerMessage: message, response }) : null,
    customerMessage: message,
    response,
    generatedResponse: response,
    commentId: row.commentId,
    metadata: row.metadata,
  };
}

/**
 * The account's ledger, newest first, with the page's filters and the balance beside it (one round trip), and the
 * account's ledger version it is the answer of.
 */
export async function transactionsPage(
  db: Database,
  accountId: string,
  query: TransactionsQuery,
): Promise<{ data: TransactionsResponse['data']; version: string }> {
  // Another account's brand is answered as if it did not exist (ARCHITECTURE §5), not with an empty list.
  if (query.brandId && !(await findBrandInAccount(db, accountId, query.brandId))) throw notFound('Brand not found');
  const { rows, totalCount, balance, version } = await listLedgerPage(db, accountId, query);
  const data = {
    transactions: rows.map(toTransaction),
    pagination: pageInfo(query.page, query.limit, totalCount),
    currentBalance: { availableCredits: balance.availableCredits, totalCredits: balance.totalCredits },
  };
  return { data, version };
}

export async function listTransactions(
  db: Database,
  accountId: string,
  query: TransactionsQuery,
): Promise<TransactionsResponse['data']> {
  return (await transactionsPage(db, accountId, query)).data;
}
