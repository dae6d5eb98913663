import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Platform } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { platformClaims } from '../../db/schema/index.ts';

/**
 * Claims the platform account for the account (first come, in the caller's transaction) and returns who
 * holds it afterwards: the caller's account, or the one that had it already. The `connections_claim`
 * trigger does the same on every connection write; calling this first turns a conflict into a clear 409.
 */
export async function claimPlatformAccount(
  db: Executor,
  claim: { platform: Platform; externalId: string; accountId: string },
): Promise<string> {
  await db.insert(platformClaims).values(claim).onConflictDoNothing();
  const holder = await claimHolder(db, claim.platform, claim.externalId);
  return holder ?? claim.accountId;
}

export async function claimHolder(db: Executor, platform: Platform, externalId: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: platformClaims.accountId })
    .from(platformClaims)
    .where(and(eq(platformClaims.platform, platform), eq(platformClaims.externalId, externalId)))
    .limit(1);
  return row?.accountId ?? null;
}

/** Which of these platform accounts another account already holds (the consent list marks them). */
export async function heldElsewhere(
  db: Executor,
  input: { platform: Platform; externalIds: string[]; accountId: string },
): Promise<Set<string>> {
  if (input.externalIds.length === 0) return new Set();
  const rows = await db
    .select({ externalId: platformClaims.externalId })
    .from(platformClaims)
    .where(
      and(
        eq(platformClaims.platform, input.platform),
        inArray(platformClaims.externalId, input.externalIds),
        sql`${platformClaims.accountId} <> ${input.accountId}`,
      ),
    );
  return new Set(rows.map((row) => row.externalId));
}

/** The database's own refusal (trigger or primary key) of a second account's claim. */
export function isClaimConflict(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause] as ({
    code?: string;
    constraint?: string;
  } | null)[];
  return candidates.some((pg) => pg?.code === '23505' && pg.constraint === 'platform_claims_pkey');
}
