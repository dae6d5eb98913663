import { sql } from 'drizzle-orm';
import {
  AUTOMATION_MESSAGES,
  INBOX_MESSAGES,
  REPLY_MAX_LENGTH,
  SIGNAL_MESSAGES,
  type GenerateResponse,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { AiProvider, DraftResult } from '../../ai/index.ts';
import type { Cipher } from '../../lib/secrets.ts';
import type { Integrations } from '../../integrations/registry.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { createKeyedQueue } from '../../lib/keyed-queue.ts';
import {
  appendLedgerEntry,
  creditPlatformOf,
  getBalance,
  getCreditSettings,
  insufficientCredits,
} from '../credits/credit.service.ts';
import { recordReplacedDraft } from '../draft-quality/draft-quality.service.ts';
import { ensureItemSignals, signalsOfRow } from '../signals/index.ts';
import { getComment, lockComment, markCommentDrafted, toCommentDto, type CommentScope } from './comment.service.ts';
import { draftRequestFor } from './reply-request.ts';
import { assertPlanAllows } from '../billing/index.ts';
import {
  abandonStaleGenerations,
  countRecentGenerations,
  findGenerationByKey,
  findRunningGeneration,
  finishAttempt,
  insertGeneration,
  markAttemptFailed,
  touchAttempt,
  updateGeneration,
  type GenerationRow,
} from './generation.queries.ts';

export interface GenerationDeps {
  db: Database;
  ai: AiProvider;
  /** For the store's facts (Shopify products and orders) quoted in replies. */
  cipher: Cipher;
  integrations: Integrations;
  /**
   * How often a running claim's holder proves it is alive, and when another process may take the claim over
   * (config.generationLease: GENERATION_HEARTBEAT_MS, GENERATION_STALE_MS).
   */
  lease: GenerationLease;
}

/**
 * The holder refreshes its claim's heartbeat every `heartbeatMs` while it works (the AI call, the charge); a claim
 * whose heartbeat is `staleMs` old (more than two beats missed: config.ts refuses less) belongs to a process that is
 * gone, and another request may take it over. A live holder is never taken over, however long its AI call.
 */
export interface GenerationLease {
  heartbeatMs: number;
  staleMs: number;
}

export interface Caller extends CommentScope {
  /** null: an automation rule (issue 16) drafts, not a person. */
  userId: string | null;
}

export interface GenerateOptions {
  /** Draft only an unanswered item (a rule never replaces a person's draft): 409 otherwise. */
  requirePending?: boolean;
  /** Recorded on the charge (a rule's run and name). */
  ledgerMetadata?: Record<string, unknown>;
}

type GenerateResult = GenerateResponse['data'];

/** One account+key's claims run one after another in this process (lib/keyed-queue.ts: replays hold no connection). */
const claims = createKeyedQueue();

/**
 * Attempts this process saw end without a charge whose "failed" mark could not be written (the database refused
 * the charge and then the mark): a retry under the same key may claim them again at once instead of waiting out
 * the lease. Safe from a double charge: the row still says running, so the charge's transaction (which marks it
 * succeeded) did not commit, and the charge's ledger key is the claim's id. The mark is retried meanwhile.
 */
const endedAttempts = new Set<string>();
const attemptKey = (attempt: Pick<GenerationRow, 'id' | 'createdAt'>) => `${attempt.id}@${attempt.createdAt.getTime()}`;
const MARK_RETRY_MS = 5_000;

async function markFailed(
  db: Database,
  accountId: string,
  attempt: GenerationRow,
  error: string,
  lease: GenerationLease,
): Promise<void> {
  try {
    await markAttemptFailed(db, accountId, attempt, error);
    return;
  } catch {
    // Recorded below: the retry of the mark and the stopped heartbeat keep it from blocking the key.
  }
  const key = attemptKey(attempt);
  endedAttempts.add(key);
  // Past the stale window every process may claim the key again anyway (the heartbeat stopped with the attempt).
  const giveUpAt = Date.now() + lease.staleMs;
  const retry = () =>
    setTimeout(() => {
      markAttemptFailed(db, accountId, attempt, error).then(
        () => endedAttempts.delete(key),
        () => (Date.now() < giveUpAt ? retry() : endedAttempts.delete(key)),
      );
    }, MARK_RETRY_MS).unref();
  retry();
}

/**
 * Refreshes the attempt's heartbeat until stopped (or until the attempt no longer runs). A failed write is tried
 * again at the next beat: three missed beats let another process take the claim over, and then this attempt's
 * charge rolls back (finishAttempt), so the takeover never charges twice.
 */
function keepAlive(db: Database, accountId: string, attempt: GenerationRow, lease: GenerationLease): () => void {
  const timer = setInterval(() => {
    touchAttempt(db, accountId, attempt).then(
      (running) => running || clearInterval(timer),
      () => undefined,
    );
  }, lease.heartbeatMs).unref();
  return () => clearInterval(timer);
}

/**
 * Exactly-once AI drafting (issue 5). Three steps, so no network call ever runs inside a transaction:
 *  1. claim: lock the comment, record the key in ai_generations (a replay returns the stored result; a
 *     running duplicate or a second running generation for the same comment is a 409; an item flagged as
 *     spam is a 409 until marked "Not spam", issue 17), check the balance;
 *  2. read the store's facts and call the provider, outside any transaction;
 *  3. in one transaction: charge generateCredits, store the draft, mark the claim succeeded (and the
 *     previous unsent AI draft, if any, as thrown away).
 * If 2 or 3 fails the claim is marked failed, nothing is charged and the comment is unchanged. During 2 and 3 the
 * claim's heartbeat is kept (deps.lease): a process that dies there leaves a claim another server may take
 * over once its heartbeat is `lease.staleMs` old; if this one was only cut off from the database meanwhile, its
 * charge finds the claim taken and rolls back.
 */
export async function generateResponse(
  deps: GenerationDeps,
  caller: Caller,
  commentId: string,
  key: string,
  options: GenerateOptions = {},
): Promise<GenerateResult> {
  const { db } = deps;
  const lease = deps.lease;
  const scope = { accountId: caller.accountId, brandId: caller.brandId };
  const price = (await getCreditSettings(db)).generateCredits;
  // Items the signals job has not reached yet are understood first, outside the claim's transaction.
  await ensureItemSignals(db, scope, commentId, false);

  const claim = await claims.run(`${caller.accountId}:${key}`, () =>
    claimGeneration(deps, caller, commentId, key, options, price, lease),
  );

  if (claim.kind === 'replay') return replayResult(deps, scope, claim.generation);
  const { generation } = claim;
  const stopHeartbeat = keepAlive(db, caller.accountId, generation, lease);
  try {
    return await draftAndCharge(deps, caller, claim, price, options, lease);
  } finally {
    stopHeartbeat();
  }
}

/** Steps 2 and 3 of generateResponse, under the claim's heartbeat. */
async function draftAndCharge(
  deps: GenerationDeps,
  caller: Caller,
  claim: Extract<Awaited<ReturnType<typeof claimGeneration>>, { kind: 'claimed' }>,
  price: number,
  options: GenerateOptions,
  lease: GenerationLease,
): Promise<GenerateResult> {
  const { db } = deps;
  const scope = { accountId: caller.accountId, brandId: caller.brandId };
  const { generation } = claim;
  const fail = async (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    await markFailed(db, caller.accountId, generation, message.slice(0, 1000), lease);
  };

  let draft: DraftResult;
  let text: string;
  try {
    draft = await deps.ai.draftReply(await draftRequestFor(deps, scope, claim.comment, claim.signals, claim.variant));
    text = draft.text.trim().slice(0, REPLY_MAX_LENGTH);
    if (!text) throw new Error('the AI provider returned an empty reply');
  } catch (error) {
    await fail(error);
    throw new AppError('SERVICE_UNAVAILABLE', INBOX_MESSAGES.generateFailed);
  }

  try {
    return await db.transaction(async (tx) => {
      const comment = await lockComment(tx, scope, generation.commentId);
      if (comment.status === 'sent') throw conflict(INBOX_MESSAGES.alreadySent);
      // Another process took the claim over (this one's heartbeat went stale): its attempt answers the key.
      const finished = await finishAttempt(tx, caller.accountId, generation, {
        response: text,
        provider: draft.provider,
      });
      if (!finished) throw conflict(INBOX_MESSAGES.requestInProgress);
      const charge = await appendLedgerEntry(tx, {
        accountId: caller.accountId,
        brandId: caller.brandId,
        userId: caller.userId,
        commentId: comment.id,
        type: 'usage',
        platform: creditPlatformOf(comment.platform),
        delta: -price,
        description: 'AI response generated',
        customerMessage: comment.content,
        response: text,
        idempotencyKey: `generate:${generation.id}`,
        metadata: {
          generationId: generation.id,
          provider: draft.provider,
          idempotencyKey: generation.idempotencyKey,
          ...(draft.rejected ? { rejectedAnswers: draft.rejected } : {}),
          ...options.ledgerMetadata,
        },
      });
      const updated = await markCommentDrafted(tx, scope, comment.id, text);
      await recordReplacedDraft(tx, scope, comment, generation.id);
      return {
        response: text,
        commentId: comment.id,
        replayed: false,
        creditInfo: { creditsUsed: price, remainingCredits: charge.availableCredits },
        comment: toCommentDto(updated),
      };
    });
  } catch (error) {
    await fail(error);
    throw error;
  }
}

/** Step 1: the claim, in one transaction (see generateResponse). */
async function claimGeneration(
  deps: GenerationDeps,
  caller: Caller,
  commentId: string,
  key: string,
  options: GenerateOptions,
  price: number,
  lease: GenerationLease,
) {
  const scope = { accountId: caller.accountId, brandId: caller.brandId };
  return deps.db.transaction(async (tx) => {
    const comment = await lockComment(tx, scope, commentId);
    const existing = await findGenerationByKey(tx, caller.accountId, key, lease.staleMs);
    if (existing && existing.commentId !== comment.id) throw conflict(INBOX_MESSAGES.idempotencyKeyReused);
    if (existing && existing.status === 'succeeded') return { kind: 'replay' as const, generation: existing, comment };
    if (existing?.status === 'running' && !existing.stale && !endedAttempts.has(attemptKey(existing))) {
      throw conflict(INBOX_MESSAGES.requestInProgress);
    }
    if (comment.status === 'sent') throw conflict(INBOX_MESSAGES.alreadySent);
    if (options.requirePending && comment.status !== 'pending') throw conflict(AUTOMATION_MESSAGES.answeredByPerson);
    // Spam is decided before any charge (the text may have changed since: then it is understood again here).
    const signals = signalsOfRow(comment) ?? (await ensureItemSignals(tx, scope, comment.id));
    if (signals.isSpam) throw conflict(SIGNAL_MESSAGES.spamBlocked);
    await assertPlanAllows(tx, caller, comment.platform);
    await abandonStaleGenerations(tx, caller.accountId, comment.id, lease.staleMs);
    if (await findRunningGeneration(tx, caller.accountId, comment.id, existing?.id ?? null)) {
      throw conflict(INBOX_MESSAGES.generationRunning);
    }
    const { availableCredits } = await getBalance(tx, caller.accountId);
    if (availableCredits < price) throw insufficientCredits(price, availableCredits);
    const claimValues = { status: 'running', creditsUsed: price, provider: deps.ai.name, error: null } as const;
    // Openings vary along the brand's drafts of the last day, so a bulk run never repeats one.
    const variant = await countRecentGenerations(tx, scope, new Date(Date.now() - 24 * 60 * 60 * 1000));
    if (existing) {
      // The same key after a failure: try again under it (nothing was charged the first time).
      endedAttempts.delete(attemptKey(existing));
      const generation = await updateGeneration(tx, caller.accountId, existing.id, {
        ...claimValues,
        createdAt: new Date(),
        heartbeatAt: sql`now()`,
      });
      return { kind: 'claimed' as const, generation, comment, variant, signals };
    }
    const inserted = await insertGeneration(tx, {
      ...claimValues,
      accountId: caller.accountId,
      brandId: caller.brandId,
      commentId: comment.id,
      userId: caller.userId,
      idempotencyKey: key,
    });
    // Another request inserted the same key between our read and our insert.
    if (!inserted) throw conflict(INBOX_MESSAGES.requestInProgress);
    return { kind: 'claimed' as const, generation: inserted, comment, variant, signals };
  });
}

async function replayResult(
  deps: GenerationDeps,
  scope: CommentScope,
  generation: GenerationRow,
): Promise<GenerateResult> {
  const [comment, balance] = await Promise.all([
    getComment(deps.db, scope, generation.commentId),
    getBalance(deps.db, scope.accountId),
  ]);
  return {
    response: generation.response ?? '',
    commentId: generation.commentId,
    replayed: true,
    creditInfo: { creditsUsed: generation.creditsUsed, remainingCredits: balance.availableCredits },
    comment: toCommentDto(comment),
  };
}
