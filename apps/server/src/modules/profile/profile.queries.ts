import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type ProfileRow = typeof users.$inferSelect;

/** Every profile read is scoped to the caller's account as well as the user id. */
export async function findProfileRow(db: Executor, accountId: string, userId: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

export async function updateProfileRow(
  db: Executor,
  accountId: string,
  userId: string,
  values: Partial<
    Pick<
      ProfileRow,
      'firstName' | 'lastName' | 'phone' | 'location' | 'birthday' | 'bio' | 'profilePic' | 'passwordHash'
    >
  >,
): Promise<ProfileRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)))
    .returning();
  return row ?? null;
}

/** The Team tab: everyone in the account, oldest first (the first is the account's owner). */
export async function listAccountMembers(db: Executor, accountId: string): Promise<ProfileRow[]> {
  return db.select().from(users).where(eq(users.accountId, accountId)).orderBy(asc(users.createdAt), asc(users.id));
}
