import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCustomersQuery, CustomerStatus } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { creditAccounts, creditLedger, loginHistory, users } from '../../db/schema/index.ts';

/**
 * Customers are the platform's ordinary users: administrators (by role or by the configured address)
 * are not customers, so no admin route can edit, ban or credit another administrator.
 */
export function customerScope(adminEmail: string): SQL {
  const scope = and(eq(users.role, 'user'), sql`lower(${users.email}) <> ${adminEmail.toLowerCase()}`);
  if (!scope) throw new Error('customer scope is empty');
  return scope;
}

/** A session seen within this window makes the customer "online". */
const ONLINE_WINDOW = sql.raw(`interval '5 minutes'`);

const customerColumns = {
  id: users.id,
  accountId: users.accountId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  status: users.status,
  accountType: users.accountType,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  totalCredits: sql<number>`coalesce(${creditAccounts.totalCredits}, 0)`.mapWith(Number),
  usedCredits: sql<number>`coalesce(${creditAccounts.usedCredits}, 0)`.mapWith(Number),
  lastLogin: sql<string | null>`(select max(lh.created_at) from login_history lh
    where lh.user_id = ${users.id} and lh.success)`,
  lastLoginIP: sql<string | null>`(select lh.ip_address from login_history lh
    where lh.user_id = ${users.id} and lh.success order by lh.created_at desc limit 1)`,
  isOnline: sql<boolean>`exists(select 1 from sessions s where s.user_id = ${users.id}
    and s.revoked_at is null and s.expires_at > now() and s.last_seen_at > now() - ${ONLINE_WINDOW})`,
  // From the trigger-kept counts and sums (migrations 0012, 0029), not every ledger row of the account; the newest
  // entry is the first key of credit_ledger_account_created_idx.
  ledger: sql<{ total: number; used: number; added: number; last: string | null }>`(
    select json_build_object(
      'total', coalesce(sum(k.entries), 0),
      'used', coalesce(sum(k.debits) filter (where k.status = 'success'), 0),
      'added', coalesce(sum(k.credits) filter (where k.status = 'success'), 0),
      'last', (select cl.created_at from credit_ledger cl where cl.account_id = ${users.accountId}
        order by cl.created_at desc, cl.id desc limit 1))
    from credit_ledger_counts k where k.account_id = ${users.accountId})`,
  primaryBrand: sql<string | null>`(select b.name from brands b
    where b.account_id = ${users.accountId} order by b.created_at asc, b.id asc limit 1)`,
  platforms: sql<{ name: string; count: number }[]>`(
    select coalesce(json_agg(json_build_object('name', p.platform, 'count', p.n)), '[]'::json)
    from (select c.platform, count(*) as n from connections c
      where c.account_id = ${users.accountId} group by c.platform) p)`,
};

export type CustomerRow = Awaited<ReturnType<typeof selectCustomers>>[number];

function selectCustomers(db: Executor, where: SQL | undefined) {
  return db
    .select(customerColumns)
    .from(users)
    .leftJoin(creditAccounts, eq(creditAccounts.accountId, users.accountId))
    .where(where);
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

function listConditions(adminEmail: string, query: Pick<AdminCustomersQuery, 'search' | 'status'>): SQL | undefined {
  const conditions: SQL[] = [customerScope(adminEmail)];
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const matches = or(
      ilike(users.email, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      sql`concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${pattern}`,
    );
    if (matches) conditions.push(matches);
  }
  return and(...conditions);
}

const SORT_COLUMNS = {
  createdAt: users.createdAt,
  email: users.email,
  lastLogin: customerColumns.lastLogin,
  availableCredits: sql`coalesce(${creditAccounts.totalCredits} - ${creditAccounts.usedCredits}, 0)`,
} as const;

export async function listCustomers(
  db: Executor,
  adminEmail: string,
  query: AdminCustomersQuery,
): Promise<{ rows: CustomerRow[]; totalCount: number }> {
  const where = listConditions(adminEmail, query);
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const [total] = await db.select({ value: count() }).from(users).where(where);
  const rows = await selectCustomers(db, where)
    .orderBy(direction(SORT_COLUMNS[query.sortBy]), direction(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows, totalCount: total?.value ?? 0 };
}

/** The figures of the summary cards, over every customer (not only the page). */
export async function customerSummary(db: Executor, adminEmail: string) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${users.status} = 'active')`.mapWith(Number),
      inactive: sql<number>`count(*) filter (where ${users.status} = 'inactive')`.mapWith(Number),
      banned: sql<number>`count(*) filter (where ${users.status} = 'banned')`.mapWith(Number),
      online: sql<number>`count(*) filter (where ${customerColumns.isOnline})`.mapWith(Number),
    })
    .from(users)
    .where(customerScope(adminEmail));
  // Credits belong to accounts; an account with several customers counts once.
  const [credits] = await db
    .select({
      available: sql<number>`coalesce(sum(${creditAccounts.totalCredits} - ${creditAccounts.usedCredits}), 0)`.mapWith(
        Number,
      ),
    })
    .from(creditAccounts)
    .where(
      inArray(
        creditAccounts.accountId,
        db.select({ accountId: users.accountId }).from(users).where(customerScope(adminEmail)),
      ),
    );
  return { ...row, available: credits?.available ?? 0 };
}

export async function findCustomerRow(db: Executor, adminEmail: string, userId: string): Promise<CustomerRow | null> {
  const [row] = await selectCustomers(db, and(customerScope(adminEmail), eq(users.id, userId))).limit(1);
  return row ?? null;
}

export async function recentLogins(db: Executor, userId: string, limit: number) {
  return db
    .select({
      success: loginHistory.success,
      loginMethod: loginHistory.loginMethod,
      ipAddress: loginHistory.ipAddress,
      timestamp: loginHistory.createdAt,
      userAgent: loginHistory.userAgent,
    })
    .from(loginHistory)
    .where(eq(loginHistory.userId, userId))
    .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
    .limit(limit);
}

export async function updateCustomerFields(
  db: Executor,
  userId: string,
  values: Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'email' | 'accountType' | 'status'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function setCustomerStatus(db: Executor, userId: string, status: CustomerStatus): Promise<void> {
  await updateCustomerFields(db, userId, { status });
}

/** One entry of the customer's account, locked so that two refunds of it queue behind each other. */
export async function lockLedgerEntry(db: Executor, accountId: string, entryId: string) {
  const [row] = await db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.accountId, accountId), eq(creditLedger.id, entryId)))
    .for('update');
  return row ?? null;
}

/** Which of these idempotency keys the account's ledger already holds. */
export async function existingKeys(db: Executor, accountId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: creditLedger.idempotencyKey })
    .from(creditLedger)
    .where(and(eq(creditLedger.accountId, accountId), inArray(creditLedger.idempotencyKey, keys)));
  return new Set(rows.map((row) => row.key));
}
