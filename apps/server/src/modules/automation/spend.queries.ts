import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { automationSpend } from '../../db/schema/index.ts';
import type { BrandScope } from './rules.queries.ts';

/** The daily cap counts per UTC day. */
export const spendDayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Holds `credits` of the brand's daily cap for an automatic action; false when that would pass the cap. One
 * conditional upsert: two workers reserving at once are serialised on the row, so the cap is never passed.
 */
export async function reserveSpend(
  tx: Executor,
  scope: BrandScope,
  day: string,
  credits: number,
  cap: number,
): Promise<boolean> {
  if (credits > cap) return false;
  const result = await tx.execute(sql`
    INSERT INTO automation_spend (brand_id, day, account_id, credits)
    VALUES (${scope.brandId}, ${day}, ${scope.accountId}, ${credits})
    ON CONFLICT (brand_id, day) DO UPDATE SET credits = automation_spend.credits + EXCLUDED.credits
      WHERE automation_spend.credits + EXCLUDED.credits <= ${cap}
    RETURNING credits`);
  return result.rows.length > 0;
}

/** Gives back what a run held but did not spend (a skipped or failed action, a cheaper channel). */
export async function releaseSpend(tx: Executor, scope: BrandScope, day: string, credits: number): Promise<void> {
  if (credits <= 0) return;
  await tx
    .update(automationSpend)
    .set({ credits: sql`greatest(0, ${automationSpend.credits} - ${credits})` })
    .where(
      and(
        eq(automationSpend.brandId, scope.brandId),
        eq(automationSpend.accountId, scope.accountId),
        eq(automationSpend.day, day),
      ),
    );
}

export async function spentOn(db: Executor, scope: BrandScope, day: string): Promise<number> {
  const [row] = await db
    .select({ credits: automationSpend.credits })
    .from(automationSpend)
    .where(
      and(
        eq(automationSpend.brandId, scope.brandId),
        eq(automationSpend.accountId, scope.accountId),
        eq(automationSpend.day, day),
      ),
    );
  return row?.credits ?? 0;
}

/** True the first time the cap is reached on a day (the notice is sent once). */
export async function claimCapNotice(tx: Executor, scope: BrandScope, day: string): Promise<boolean> {
  await tx
    .insert(automationSpend)
    .values({ brandId: scope.brandId, day, accountId: scope.accountId, credits: 0 })
    .onConflictDoNothing();
  const rows = await tx
    .update(automationSpend)
    .set({ capNotifiedAt: new Date() })
    .where(
      and(
        eq(automationSpend.brandId, scope.brandId),
        eq(automationSpend.accountId, scope.accountId),
        eq(automationSpend.day, day),
        isNull(automationSpend.capNotifiedAt),
      ),
    )
    .returning({ day: automationSpend.day });
  return rows.length > 0;
}
