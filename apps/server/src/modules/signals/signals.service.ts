import { INBOX_MESSAGES, SIGNAL_MESSAGES, type ItemSignals, isUuid } from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { getBrandProfile } from '../brand-voice/brand-voice.service.ts';
import { languageDetector } from '../../lib/language.ts';
import type { CatalogueProduct } from './products.ts';
import {
  accountsWithPendingItems,
  catalogueOf,
  findPendingItem,
  claimPendingItems,
  findSignalRow,
  fingerprintCounts,
  knownCustomers,
  markItemNotSpam,
  storeSignals,
  type BrandScope,
  type SignalItemRow,
  type StoredSignals,
} from './signals.queries.ts';
import { foldKey } from '../../lib/text.ts';
import { contentFingerprint, SIGNALS_VERSION, understandItem } from './understand.ts';

/** Rows per transaction: one claim, one lookup per kind, one update. */
const BATCH = 500;

/** A full name worth matching ("Chloé Dubois"), not a handle or a name with an initial ("Emma J."). */
export function nameKeyOf(name: string | null): string | null {
  if (!name || /[@._\d]/.test(name)) return null;
  const key = foldKey(name);
  const parts = key.split(' ');
  return parts.length >= 2 && parts.every((part) => part.length >= 2) ? key : null;
}

const emailKeyOf = (email: string | null) => (email && email.includes('@') ? email.trim().toLowerCase() : null);

interface BrandKnowledge {
  language: string | null;
  catalogue: CatalogueProduct[];
}

async function brandKnowledge(db: Executor, scope: BrandScope): Promise<BrandKnowledge> {
  const [profile, catalogue] = await Promise.all([getBrandProfile(db, scope), catalogueOf(db, scope)]);
  return { language: profile.voice.language, catalogue };
}

/** Signals for a batch of one brand's items: three lookups for the whole batch, then pure computation. */
async function computeBatch(db: Executor, scope: BrandScope, items: SignalItemRow[], knowledge: BrandKnowledge) {
  const detector = await languageDetector();
  const fingerprints = items.map((item) => contentFingerprint(item.content));
  const [known, counts] = await Promise.all([
    knownCustomers(
      db,
      scope,
      [...new Set(items.map((item) => emailKeyOf(item.reviewerEmail)).filter((key) => key !== null))],
      [...new Set(items.map((item) => nameKeyOf(item.reviewerName)).filter((key) => key !== null))],
    ),
    fingerprintCounts(
      db,
      scope,
      [...new Set(fingerprints.filter((key) => key !== null))],
      items.map((item) => item.id),
    ),
  ]);
  return items.map((item, index): StoredSignals => {
    const fingerprint = fingerprints[index] ?? null;
    const sameInBatch = fingerprint ? fingerprints.filter((other) => other === fingerprint).length - 1 : 0;
    const email = emailKeyOf(item.reviewerEmail);
    const name = nameKeyOf(item.reviewerName);
    const signals = understandItem(detector, item, {
      brandLanguage: knowledge.language,
      catalogue: knowledge.catalogue,
      knownCustomer: (email !== null && known.emails.has(email)) || (name !== null && known.names.has(name)),
      duplicates: (fingerprint ? (counts.get(fingerprint) ?? 0) : 0) + sameInBatch,
    });
    return { id: item.id, signals, fingerprint };
  });
}

/**
 * Computes every pending item of an account, batch by batch (each batch its own transaction, rows locked so
 * that two workers share the work). Returns how many items were computed.
 */
export async function computePendingSignals(db: Database, accountId: string, maxItems = 50_000): Promise<number> {
  let done = 0;
  const knowledge = new Map<string, BrandKnowledge>();
  while (done < maxItems) {
    const computed = await db.transaction(async (tx) => {
      const items = await claimPendingItems(tx, accountId, BATCH);
      const byBrand = new Map<string, SignalItemRow[]>();
      for (const item of items) byBrand.set(item.brandId, [...(byBrand.get(item.brandId) ?? []), item]);
      for (const [brandId, brandItems] of byBrand) {
        const scope = { accountId, brandId };
        if (!knowledge.has(brandId)) knowledge.set(brandId, await brandKnowledge(tx, scope));
        const rows = await computeBatch(tx, scope, brandItems, knowledge.get(brandId) as BrandKnowledge);
        await storeSignals(tx, accountId, SIGNALS_VERSION, rows);
      }
      return items.length;
    });
    done += computed;
    if (computed < BATCH) break;
  }
  return done;
}

/** The cron's safety net and the backfill of existing rows: every account with pending items, bounded per run. */
export async function sweepPendingSignals(db: Database, maxItems = 20_000): Promise<number> {
  let done = 0;
  for (const accountId of await accountsWithPendingItems(db, 100)) {
    if (done >= maxItems) break;
    done += await computePendingSignals(db, accountId, maxItems - done);
  }
  return done;
}

/** The stored signal columns of an item (null until the signals job has computed them). */
export interface SignalColumns {
  signalsVersion: number | null;
  detectedLanguage: string | null;
  languageSource: string | null;
  sentiment: string | null;
  intent: string | null;
  isQuestion: boolean | null;
  spamScore: number | null;
  isSpam: boolean;
  notSpamAt: Date | string | null;
  matchedProductId: string | null;
  knownCustomer: boolean | null;
}

/** The stored signals of an item as the API shows them; null until computed. */
export function signalsOfRow(row: SignalColumns): ItemSignals | null {
  if (row.signalsVersion === null || !row.detectedLanguage || !row.sentiment || !row.intent) return null;
  return {
    language: row.detectedLanguage,
    languageSource: (row.languageSource ?? 'text') as ItemSignals['languageSource'],
    sentiment: row.sentiment as ItemSignals['sentiment'],
    intent: row.intent as ItemSignals['intent'],
    isQuestion: row.isQuestion ?? false,
    spamScore: row.spamScore ?? 0,
    isSpam: row.isSpam,
    markedNotSpam: row.notSpamAt !== null,
    productId: row.matchedProductId,
    knownCustomer: row.knownCustomer ?? false,
  };
}

/**
 * The signals of one item, computed now if the job has not reached it yet (a reply drafted right after
 * arrival, or after "Not spam"), and stored so both paths agree. In a transaction (`lock`) the item is
 * held; outside one each statement stands alone, so a busy request holds no connection while computing.
 */
export async function ensureItemSignals(
  tx: Executor,
  scope: BrandScope,
  id: string,
  lock = true,
): Promise<ItemSignals> {
  if (!isUuid(id)) throw notFound(INBOX_MESSAGES.commentNotFound);
  const item = await findPendingItem(tx, scope, id, lock);
  if (item) {
    const rows = await computeBatch(tx, scope, [item], await brandKnowledge(tx, scope));
    await storeSignals(tx, scope.accountId, SIGNALS_VERSION, rows);
    return (rows[0] as StoredSignals).signals;
  }
  const row = await findSignalRow(tx, scope, id);
  const stored = row ? signalsOfRow(row) : null;
  if (!stored) throw notFound(INBOX_MESSAGES.commentNotFound);
  return stored;
}

/** POST /api/comments/{id}/not-spam: back to the Inbox, and replies may be drafted again. */
export async function markNotSpam(db: Database, scope: BrandScope, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound(INBOX_MESSAGES.commentNotFound);
  await db.transaction(async (tx) => {
    if (!(await markItemNotSpam(tx, scope, id))) throw notFound(INBOX_MESSAGES.commentNotFound);
    await ensureItemSignals(tx, scope, id);
  });
  return SIGNAL_MESSAGES.markedNotSpam;
}
