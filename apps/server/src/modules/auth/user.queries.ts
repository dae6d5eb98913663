import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, loginHistory, users } from '../../db/schema/index.ts';

/** Identity lookups are by address across accounts by nature (sign-in has no tenant yet). */
export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Executor, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** The verified addresses of an account's active users (who may receive its report e-mails). */
export async function listVerifiedAddresses(db: Executor, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.accountId, accountId), isNotNull(users.emailVerifiedAt), eq(users.status, 'active')))
    .orderBy(users.createdAt);
  return rows.map((row) => row.email.toLowerCase());
}

export async function findUserByGoogleSub(db: Executor, googleSub: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, googleSub)).limit(1);
  return row ?? null;
}

export async function insertAccount(db: Executor, values: { companyName: string | null }): Promise<{ id: string }> {
  const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  if (!row) throw new Error('account insert returned nothing');
  return row;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function updateUser(
  db: Executor,
  userId: string,
  values: Partial<Omit<typeof users.$inferInsert, 'id' | 'accountId' | 'email'>>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error('user update matched nothing');
  return row;
}

export async function insertLoginHistory(
  db: Executor,
  values: {
    userId: string | null;
    accountId: string | null;
    email: string;
    success: boolean;
    loginMethod: string;
    ipAddress: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(loginHistory).values(values);
}

/** Postgres unique violation: two sign-ups for one address raced; the loser is told the address is taken. */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}
