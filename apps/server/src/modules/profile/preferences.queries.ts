import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userPreferences } from '../../db/schema/index.ts';

export type PreferencesRow = typeof userPreferences.$inferSelect;

export async function findPreferencesRow(
  db: Executor,
  accountId: string,
  userId: string,
): Promise<PreferencesRow | null> {
  const [row] = await db
    .select()
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

export async function upsertPreferencesRow(
  db: Executor,
  values: Omit<PreferencesRow, 'updatedAt'>,
): Promise<PreferencesRow> {
  const [row] = await db
    .insert(userPreferences)
    .values(values)
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('preferences upsert returned nothing');
  return row;
}
