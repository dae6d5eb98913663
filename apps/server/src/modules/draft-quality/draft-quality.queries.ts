import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { aiGenerations, draftOutcomes } from '../../db/schema/index.ts';

export interface BrandScope {
  accountId: string;
  brandId: string;
}

/** The comment's latest AI draft (a succeeded generation), with whether its outcome is known yet. */
export async function latestDraft(tx: Executor, scope: BrandScope, commentId: string, exceptId?: string) {
  const [row] = await tx
    .select({
      id: aiGenerations.id,
      provider: aiGenerations.provider,
      response: aiGenerations.response,
      outcome: draftOutcomes.id,
    })
    .from(aiGenerations)
    .leftJoin(draftOutcomes, eq(draftOutcomes.generationId, aiGenerations.id))
    .where(
      and(
        eq(aiGenerations.accountId, scope.accountId),
        eq(aiGenerations.brandId, scope.brandId),
        eq(aiGenerations.commentId, commentId),
        eq(aiGenerations.status, 'succeeded'),
        exceptId ? ne(aiGenerations.id, exceptId) : undefined,
      ),
    )
    .orderBy(desc(aiGenerations.createdAt))
    .limit(1);
  return row ?? null;
}

export type OutcomeValues = Omit<typeof draftOutcomes.$inferInsert, 'id'>;

/** One outcome per draft; a draft sent again after a failed send keeps its latest outcome. */
export async function upsertOutcome(tx: Executor, values: OutcomeValues): Promise<void> {
  await tx
    .insert(draftOutcomes)
    .values(values)
    .onConflictDoUpdate({
      target: draftOutcomes.generationId,
      set: {
        outcome: sql`excluded.outcome`,
        editDistance: sql`excluded.edit_distance`,
        normalizedDistance: sql`excluded.normalized_distance`,
        removedWords: sql`excluded.removed_words`,
        draftWords: sql`excluded.draft_words`,
        addedSignOff: sql`excluded.added_sign_off`,
        language: sql`excluded.language`,
        intent: sql`excluded.intent`,
        decidedAt: sql`excluded.decided_at`,
      },
    });
}

const scoped = (scope: BrandScope, since: Date) => sql`account_id = ${scope.accountId} AND brand_id = ${scope.brandId}
  AND decided_at >= ${since.toISOString()}`;

export type QualityRow = {
  drafts: number;
  unchanged: number;
  discarded: number;
  distanceSum: number;
};

/** Counts per provider, language and intent in one pass (GROUPING SETS), plus the total row. */
export async function qualityFigures(db: Executor, scope: BrandScope, since: Date) {
  const result = await db.execute<
    QualityRow & { provider: string | null; language: string | null; intent: string | null }
  >(sql`
    SELECT provider, language, intent, count(*)::int AS drafts,
           count(*) FILTER (WHERE outcome = 'unchanged')::int AS unchanged,
           count(*) FILTER (WHERE outcome = 'discarded')::int AS discarded,
           coalesce(sum(normalized_distance), 0)::float8 AS "distanceSum"
    FROM draft_outcomes WHERE ${scoped(scope, since)}
    GROUP BY GROUPING SETS ((provider), (language), (intent), ())`);
  return result.rows;
}

/** Words deleted from at least `min` drafts, and how many drafts contained them. */
export async function deletedWords(db: Executor, scope: BrandScope, since: Date, min: number) {
  const result = await db.execute<{ word: string; removed: number; contained: number }>(sql`
    WITH removed AS (
      SELECT word, count(*)::int AS removed FROM draft_outcomes, unnest(removed_words) AS word
      WHERE ${scoped(scope, since)} GROUP BY word HAVING count(*) >= ${min}
    ), contained AS (
      SELECT word, count(*)::int AS contained FROM draft_outcomes, unnest(draft_words) AS word
      WHERE ${scoped(scope, since)} AND word IN (SELECT word FROM removed) GROUP BY word
    )
    SELECT removed.word, removed.removed, contained.contained FROM removed JOIN contained USING (word)
    ORDER BY removed.removed DESC, removed.word LIMIT 20`);
  return result.rows;
}

/** Closing lines people added to at least `min` drafts. */
export async function addedSignOffs(db: Executor, scope: BrandScope, since: Date, min: number) {
  const result = await db.execute<{ signOff: string; count: number }>(sql`
    SELECT added_sign_off AS "signOff", count(*)::int AS count FROM draft_outcomes
    WHERE ${scoped(scope, since)} AND added_sign_off IS NOT NULL
    GROUP BY added_sign_off HAVING count(*) >= ${min} ORDER BY count(*) DESC, added_sign_off LIMIT 3`);
  return result.rows;
}
