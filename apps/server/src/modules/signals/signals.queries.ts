import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ItemSignals } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { comments, products, shopCustomers } from '../../db/schema/index.ts';

export interface BrandScope {
  accountId: string;
  brandId: string;
}

const itemColumns = {
  id: comments.id,
  accountId: comments.accountId,
  brandId: comments.brandId,
  content: comments.content,
  rating: comments.rating,
  platform: comments.platform,
  language: comments.language,
  productId: comments.productId,
  productTitle: comments.productTitle,
  reviewerName: comments.reviewerName,
  reviewerEmail: comments.reviewerEmail,
  notSpamAt: comments.notSpamAt,
};
/**
 * A batch of an account's items whose signals are still to compute, locked for this transaction; rows another
 * worker holds are skipped, so two workers never compute the same rows.
 */
export async function claimPendingItems(tx: Executor, accountId: string, limit: number) {
  return tx
    .select(itemColumns)
    .from(comments)
    .where(and(isNull(comments.signalsVersion), eq(comments.accountId, accountId)))
    .orderBy(comments.brandId, comments.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export type SignalItemRow = Awaited<ReturnType<typeof claimPendingItems>>[number];

/** One item still to compute (null when it is computed already, or not the caller's); `lock` holds it. */
export async function findPendingItem(
  tx: Executor,
  scope: BrandScope,
  id: string,
  lock: boolean,
): Promise<SignalItemRow | null> {
  const query = tx
    .select(itemColumns)
    .from(comments)
    .where(
      and(
        eq(comments.accountId, scope.accountId),
        eq(comments.brandId, scope.brandId),
        eq(comments.id, id),
        isNull(comments.signalsVersion),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findSignalRow(db: Executor, scope: BrandScope, id: string) {
  const [row] = await db
    .select({
      signalsVersion: comments.signalsVersion,
      detectedLanguage: comments.detectedLanguage,
      languageSource: comments.languageSource,
      sentiment: comments.sentiment,
      intent: comments.intent,
      isQuestion: comments.isQuestion,
      spamScore: comments.spamScore,
      isSpam: comments.isSpam,
      notSpamAt: comments.notSpamAt,
      matchedProductId: comments.matchedProductId,
      knownCustomer: comments.knownCustomer,
    })
    .from(comments)
    .where(and(eq(comments.accountId, scope.accountId), eq(comments.brandId, scope.brandId), eq(comments.id, id)));
  return row ?? null;
}

/** Accounts with items still to compute (the sweep's work list; the partial index holds only those rows). */
export async function accountsWithPendingItems(db: Executor, limit: number): Promise<string[]> {
  const result = await db.execute<{ accountId: string }>(sql`
    SELECT DISTINCT account_id AS "accountId" FROM comments WHERE signals_version IS NULL LIMIT ${limit}`);
  return result.rows.map((row) => row.accountId);
}

export async function catalogueOf(db: Executor, scope: BrandScope) {
  return db
    .select({ externalId: products.externalId, title: products.title })
    .from(products)
    .where(and(eq(products.accountId, scope.accountId), eq(products.brandId, scope.brandId)));
}

/** Which of these e-mails and full names belong to exactly one customer of the brand who has ordered. */
export async function knownCustomers(
  db: Executor,
  scope: BrandScope,
  emails: string[],
  nameKeys: string[],
): Promise<{ emails: Set<string>; names: Set<string> }> {
  const known = { emails: new Set<string>(), names: new Set<string>() };
  const base = and(
    eq(shopCustomers.accountId, scope.accountId),
    eq(shopCustomers.brandId, scope.brandId),
    sql`${shopCustomers.ordersCount} > 0`,
  );
  if (emails.length > 0) {
    const rows = await db
      .select({ email: shopCustomers.email })
      .from(shopCustomers)
      .where(and(base, inArray(shopCustomers.email, emails)));
    for (const row of rows) if (row.email) known.emails.add(row.email);
  }
  if (nameKeys.length > 0) {
    const rows = await db
      .select({ nameKey: shopCustomers.nameKey })
      .from(shopCustomers)
      .where(and(base, inArray(shopCustomers.nameKey, nameKeys)))
      .groupBy(shopCustomers.nameKey)
      .having(sql`count(*) = 1`);
    for (const row of rows) if (row.nameKey) known.names.add(row.nameKey);
  }
  return known;
}

/** How many of the brand's items (other than `exceptIds`) carry each fingerprint. */
export async function fingerprintCounts(
  db: Executor,
  scope: BrandScope,
  fingerprints: string[],
  exceptIds: string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (fingerprints.length === 0) return counts;
  const rows = await db
    .select({ fingerprint: comments.contentFingerprint, count: sql<number>`count(*)::int` })
    .from(comments)
    .where(
      and(
        eq(comments.accountId, scope.accountId),
        eq(comments.brandId, scope.brandId),
        inArray(comments.contentFingerprint, fingerprints),
        exceptIds.length > 0 ? sql`${comments.id} <> ALL(${sql.param(exceptIds)}::uuid[])` : undefined,
      ),
    )
    .groupBy(comments.contentFingerprint);
  for (const row of rows) if (row.fingerprint) counts.set(row.fingerprint, row.count);
  return counts;
}

export interface StoredSignals {
  id: string;
  signals: ItemSignals;
  fingerprint: string | null;
}

/** One statement for the whole batch (unnest of parallel arrays), tenancy checked on every row. */
export async function storeSignals(tx: Executor, accountId: string, version: number, rows: StoredSignals[]) {
  if (rows.length === 0) return;
  const column = <T>(pick: (row: StoredSignals) => T) => rows.map(pick);
  await tx.execute(sql`
    UPDATE comments AS c SET
      detected_language = v.language, language_source = v.source, sentiment = v.sentiment, intent = v.intent,
      is_question = v.question, spam_score = v.spam, is_spam = v.flagged, matched_product_id = v.product,
      known_customer = v.customer, content_fingerprint = v.fingerprint, signals_version = ${version}
    FROM unnest(
      ${sql.param(column((row) => row.id))}::uuid[],
      ${sql.param(column((row) => row.signals.language))}::text[],
      ${sql.param(column((row) => row.signals.languageSource))}::text[],
      ${sql.param(column((row) => row.signals.sentiment))}::text[],
      ${sql.param(column((row) => row.signals.intent))}::text[],
      ${sql.param(column((row) => row.signals.isQuestion))}::boolean[],
      ${sql.param(column((row) => row.signals.spamScore))}::real[],
      ${sql.param(column((row) => row.signals.isSpam))}::boolean[],
      ${sql.param(column((row) => row.signals.productId))}::text[],
      ${sql.param(column((row) => row.signals.knownCustomer))}::boolean[],
      ${sql.param(column((row) => row.fingerprint))}::text[]
    ) AS v(id, language, source, sentiment, intent, question, spam, flagged, product, customer, fingerprint)
    WHERE c.id = v.id AND c.account_id = ${accountId}`);
}

/** "Not spam": the person's decision wins over the score from now on (and survives recomputation). */
export async function markItemNotSpam(tx: Executor, scope: BrandScope, id: string): Promise<boolean> {
  const rows = await tx
    .update(comments)
    .set({
      notSpamAt: sql`coalesce(${comments.notSpamAt}, now())`,
      isSpam: false,
      intent: sql`CASE WHEN ${comments.intent} = 'spam' THEN NULL ELSE ${comments.intent} END`,
      signalsVersion: null,
      updatedAt: new Date(),
    })
    .where(and(eq(comments.accountId, scope.accountId), eq(comments.brandId, scope.brandId), eq(comments.id, id)))
    .returning({ id: comments.id });
  return rows.length > 0;
}
