import {
  ADMIN_CUSTOMER_LIMITS,
  ADMIN_CUSTOMER_MESSAGES,
  AUTH_MESSAGES,
  PLATFORMS,
  type AdminCustomer,
  type AdminCustomersQuery,
  type CustomerStatus,
  type CustomerTransactionsResponse,
  type LoginHistoryEntry,
  type newCustomerSchema,
  type updateCustomerSchema,
  isUuid,
} from '@bizamply/contracts';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { issueInvitation, mailInvitation } from '../auth/password-reset.service.ts';
import { revokeUserSessions } from '../auth/session.queries.ts';
import { findUserByEmail, insertAccount, insertUser, isUniqueViolation } from '../auth/user.queries.ts';
import { appendLedgerEntry, getBalance, listTransactions, pageInfo } from '../credits/credit.service.ts';
import {
  customerSummary,
  existingKeys,
  findCustomerRow,
  listCustomers as selectCustomerPage,
  lockLedgerEntry,
  recentLogins,
  setCustomerStatus,
  updateCustomerFields,
  type CustomerRow,
} from './admin-customers.queries.ts';

export interface AdminCustomerDeps {
  db: Database;
  adminEmail: string;
}

/** Adding a customer also mails their invitation (issue 13 §9). */
export interface InvitationDeps extends AdminCustomerDeps {
  queue: JobQueue;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/** Who acts: recorded on every ledger entry an administrator writes. */
export interface Actor {
  userId: string;
  email: string;
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
const platformOrder = (name: string) => PLATFORMS.indexOf(name as (typeof PLATFORMS)[number]);

export function toCustomerDto(row: CustomerRow): AdminCustomer {
  const ledger = row.ledger ?? { total: 0, used: 0, added: 0, last: null };
  const platforms = [...(row.platforms ?? [])]
    .map((entry) => ({ name: entry.name, count: Number(entry.count) }))
    .sort((a, b) => platformOrder(a.name) - platformOrder(b.name));
  return {
    _id: row.id,
    customerId: row.accountId,
    firstName: row.firstName,
    lastName: row.lastName,
    Email: row.email,
    status: row.status,
    accountType: row.accountType,
    emailVerified: row.emailVerifiedAt !== null,
    isOnline: Boolean(row.isOnline),
    lastLogin: iso(row.lastLogin),
    lastLoginIP: row.lastLoginIP,
    createdAt: row.createdAt.toISOString(),
    totalCredits: row.totalCredits,
    usedCredits: row.usedCredits,
    availableCredits: row.totalCredits - row.usedCredits,
    transactionStats: {
      totalTransactions: Number(ledger.total),
      totalCreditsUsed: Number(ledger.used),
      totalCreditsAdded: Number(ledger.added),
      lastTransaction: iso(ledger.last),
    },
    primaryBrand: row.primaryBrand ? { brandName: row.primaryBrand } : null,
    connectedPlatforms: platforms,
    totalConnections: platforms.reduce((sum, entry) => sum + entry.count, 0),
  };
}

/** 404 for an unknown id, a malformed one, and for administrators (they are not customers). */
export async function requireCustomer(deps: AdminCustomerDeps, id: string, db: Executor = deps.db) {
  const row = isUuid(id) ? await findCustomerRow(db, deps.adminEmail, id) : null;
  if (!row) throw notFound(ADMIN_CUSTOMER_MESSAGES.customerNotFound);
  return row;
}

export async function listCustomers(deps: AdminCustomerDeps, query: AdminCustomersQuery) {
  const [{ rows, totalCount }, summary] = await Promise.all([
    selectCustomerPage(deps.db, deps.adminEmail, query),
    customerSummary(deps.db, deps.adminEmail),
  ]);
  return {
    customers: rows.map(toCustomerDto),
    pagination: pageInfo(query.page, query.limit, totalCount),
    summary: {
      totalCustomers: summary.total ?? 0,
      activeCustomers: summary.active ?? 0,
      inactiveCustomers: summary.inactive ?? 0,
      bannedCustomers: summary.banned ?? 0,
      onlineCustomers: summary.online ?? 0,
      totalAvailableCredits: summary.available,
    },
  };
}

export async function customerActivity(deps: AdminCustomerDeps, id: string): Promise<LoginHistoryEntry[]> {
  const customer = await requireCustomer(deps, id);
  const rows = await recentLogins(deps.db, customer.id, ADMIN_CUSTOMER_LIMITS.modalRows);
  return rows.map((row) => ({ ...row, timestamp: row.timestamp.toISOString() }));
}

export async function getCustomer(deps: AdminCustomerDeps, id: string) {
  const customer = await requireCustomer(deps, id);
  return { ...toCustomerDto(customer), loginHistory: await customerActivity(deps, id) };
}

const userExists = () => new AppError('USER_EXISTS', AUTH_MESSAGES.userExists);

export async function updateCustomer(
  deps: AdminCustomerDeps,
  id: string,
  input: z.output<typeof updateCustomerSchema>,
) {
  const customer = await requireCustomer(deps, id);
  const email = input.Email.toLowerCase();
  if (email === deps.adminEmail.toLowerCase()) throw userExists();
  const holder = email === customer.email.toLowerCase() ? null : await findUserByEmail(deps.db, email);
  if (holder) throw userExists();
  try {
    await updateCustomerFields(deps.db, customer.id, {
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      email,
      accountType: input.accountType,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw userExists();
    throw error;
  }
  return getCustomer(deps, id);
}

/**
 * Ban and deactivate end every session at once (the auth plugin also refuses banned and inactive users'
 * tokens, and sign-in answers 403); activating lets the customer sign in again.
 */
export async function changeStatus(deps: AdminCustomerDeps, id: string, status: CustomerStatus) {
  const customer = await requireCustomer(deps, id);
  await deps.db.transaction(async (tx) => {
    await setCustomerStatus(tx, customer.id, status);
    if (status !== 'active') await revokeUserSessions(tx, customer.id);
  });
  return { status };
}

/** Credits go to the customer's account as an `adjustment`, once per idempotency key. */
export async function addCredits(
  deps: AdminCustomerDeps,
  actor: Actor,
  id: string,
  input: { amount: number; description: string; idempotencyKey: string },
) {
  const customer = await requireCustomer(deps, id);
  const result = await deps.db.transaction((tx) =>
    appendLedgerEntry(tx, {
      accountId: customer.accountId,
      userId: customer.id,
      type: 'adjustment',
      platform: 'system',
      delta: input.amount,
      description: input.description,
      idempotencyKey: `admin-credit:${input.idempotencyKey}`,
      metadata: { addedBy: actor.email, adminUserId: actor.userId },
    }),
  );
  return {
    transactionId: result.entryId,
    replayed: result.replayed,
    balance: await getBalance(deps.db, customer.accountId),
  };
}

/**
 * A send's usage entry shares its refund key with the outbox's automatic refund (`refund:<reply id>`),
 * so a reply that failed on its own and an administrator's refund can never both pay out.
 */
function refundKey(entry: { id: string; metadata: Record<string, unknown> }): string {
  const replyId = entry.metadata['replyId'];
  return typeof replyId === 'string' ? `refund:${replyId}` : `refund:${entry.id}`;
}

export async function customerTransactions(
  deps: AdminCustomerDeps,
  id: string,
  query: { page: number; limit: number },
): Promise<CustomerTransactionsResponse['data']> {
  const customer = await requireCustomer(deps, id);
  const data = await listTransactions(deps.db, customer.accountId, query);
  const keys = data.transactions.map((entry) => refundKey({ id: entry._id, metadata: entry.metadata }));
  const refundedKeys = await existingKeys(deps.db, customer.accountId, keys);
  return {
    ...data,
    transactions: data.transactions.map((entry, index) => {
      const refunded = refundedKeys.has(keys[index] ?? '');
      const usage = entry.type === 'usage' && entry.status === 'success' && entry.creditsUsed > 0;
      return { ...entry, refunded, refundable: usage && !refunded };
    }),
  };
}

/** Gives a successful usage entry's credits back as a `refund` entry, at most once. */
export async function refundTransaction(deps: AdminCustomerDeps, actor: Actor, id: string, transactionId: string) {
  const customer = await requireCustomer(deps, id);
  if (!isUuid(transactionId)) throw notFound(ADMIN_CUSTOMER_MESSAGES.transactionNotFound);
  return deps.db.transaction(async (tx) => {
    const entry = await lockLedgerEntry(tx, customer.accountId, transactionId);
    if (!entry) throw notFound(ADMIN_CUSTOMER_MESSAGES.transactionNotFound);
    if (entry.type !== 'usage' || entry.status !== 'success' || entry.delta >= 0) {
      throw badRequest(ADMIN_CUSTOMER_MESSAGES.notRefundable);
    }
    const credits = -entry.delta;
    const result = await appendLedgerEntry(tx, {
      accountId: customer.accountId,
      brandId: entry.brandId,
      userId: entry.userId,
      commentId: entry.commentId,
      type: 'refund',
      platform: entry.platform,
      delta: credits,
      description: `Refund: ${entry.description}`.slice(0, 500),
      customerMessage: entry.customerMessage,
      response: entry.response,
      idempotencyKey: refundKey(entry),
      metadata: { refundOf: entry.id, refundedBy: actor.email },
    });
    if (result.replayed) throw conflict(ADMIN_CUSTOMER_MESSAGES.alreadyRefunded);
    return { refundId: result.entryId, credits, availableCredits: result.availableCredits };
  });
}

/**
 * Add New Customer: an account and its user without a password, verified by nobody yet. The customer gets
 * an invitation e-mail to set a password (one-time link, 7 days), or signs in with Google on that address
 * (which links and verifies it). The initial credits replace the welcome bonus: the administrator chose
 * the number (`invitedAt` marks it).
 */
export async function createCustomer(deps: InvitationDeps, actor: Actor, input: z.output<typeof newCustomerSchema>) {
  const email = input.Email.toLowerCase();
  if (email === deps.adminEmail.toLowerCase() || (await findUserByEmail(deps.db, email))) throw userExists();
  let created: { userId: string; invitation: string; firstName: string | null };
  try {
    created = await deps.db.transaction(async (tx) => {
      const account = await insertAccount(tx, { companyName: null });
      const user = await insertUser(tx, {
        accountId: account.id,
        email,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        invitedAt: new Date(),
      });
      if (input.initialCredits > 0) {
        await appendLedgerEntry(tx, {
          accountId: account.id,
          userId: user.id,
          type: 'bonus',
          platform: 'system',
          delta: input.initialCredits,
          description: ADMIN_CUSTOMER_MESSAGES.initialCreditsDescription,
          idempotencyKey: 'admin-initial-credits',
          metadata: { addedBy: actor.email, adminUserId: actor.userId },
        });
      }
      return { userId: user.id, invitation: await issueInvitation(tx, user.id), firstName: user.firstName };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw userExists();
    throw error;
  }
  await mailInvitation(deps, { email, firstName: created.firstName }, created.invitation);
  return getCustomer(deps, created.userId);
}
