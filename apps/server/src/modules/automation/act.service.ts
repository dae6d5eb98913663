import {
  AUTOMATION_LIMITS,
  AUTOMATION_MESSAGES as M,
  INBOX_MESSAGES,
  type AutomationResult,
  type RuleAction,
} from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { generateResponse, type GenerationDeps } from '../comments/index.ts';
import { recordNotice } from '../notifications/index.ts';
import { sendReply, type SendDeps } from '../replies/index.ts';
import { insertEvents, type EventValues } from './evaluate.queries.ts';
import { countRuleOutcome, updateRuleRow, type BrandScope } from './rules.queries.ts';
import { claimRun, finishRun, findRunTarget, markAwaitingApproval, markHidden, type RunRow } from './runs.queries.ts';
import { releaseSpend } from './spend.queries.ts';

export interface ActDeps {
  db: Database;
  generation: GenerationDeps;
  send: SendDeps;
}

/** A run still 'running' after this long belongs to a worker that died; another may take it over. */
export const RUN_LEASE_MS = 3 * 60 * 1000;
/** A run that keeps crashing its worker is given up after this many attempts. */
const MAX_RUN_ATTEMPTS = 3;

interface Outcome {
  result: AutomationResult;
  detail: string | null;
  credits: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * What an error from the generation or send service means for the audit: the item changed under the rule
 * (a person answered, marked it spam) or the balance is short → skipped, not the rule's fault; anything
 * else → failed (it counts towards pausing the rule).
 */
function outcomeOfError(error: unknown, credits: number): Outcome {
  if (error instanceof AppError) {
    if (error.code === 'INSUFFICIENT_CREDITS') return { result: 'skipped', detail: M.notEnoughCredits, credits };
    if (error.code === 'CONFLICT' || error.code === 'NOT_FOUND') {
      return { result: 'skipped', detail: error.message, credits };
    }
  }
  return { result: 'failed', detail: messageOf(error), credits };
}

/** Draft (and send, or queue for approval): charged through the same services as a person's click, once per key. */
async function reply(deps: ActDeps, run: RunRow, action: Extract<RuleAction, { type: 'draft' | 'send' | 'approval' }>) {
  const caller = { accountId: run.accountId, brandId: run.brandId, userId: null };
  const automation = { automation: { ruleId: run.ruleId, ruleName: run.ruleName, runId: run.id } };
  let draft;
  try {
    draft = await generateResponse(deps.generation, caller, run.commentId, `automation:${run.id}:draft`, {
      requirePending: true,
      ledgerMetadata: automation,
    });
  } catch (error) {
    return outcomeOfError(error, 0);
  }
  const drafted = draft.creditInfo.creditsUsed;
  if (action.type === 'draft') return { result: 'done' as const, detail: null, credits: drafted };
  if (action.type === 'approval') {
    const queued = await markAwaitingApproval(deps.db, run, run.commentId, { runId: run.id, channel: action.channel });
    return queued
      ? { result: 'queued' as const, detail: M.tabApprovals, credits: drafted }
      : { result: 'skipped' as const, detail: M.answeredByPerson, credits: drafted };
  }
  try {
    const sent = await sendReply(
      deps.send,
      caller,
      run.commentId,
      { replyText: draft.response, source: action.channel },
      `automation:${run.id}:send`,
    );
    const credits = drafted + sent.creditInfo.creditsUsed;
    if (sent.status === 'queued') return { result: 'queued' as const, detail: INBOX_MESSAGES.replyQueued, credits };
    return { result: 'done' as const, detail: sent.warning, credits };
  } catch (error) {
    return outcomeOfError(error, drafted);
  }
}

async function hide(deps: ActDeps, run: RunRow): Promise<Outcome> {
  const target = await findRunTarget(deps.db, run, run.commentId);
  const hideComment = deps.send.dispatcher.hideComment;
  if (!target || !hideComment)
    return { result: 'failed', detail: M.notSupported.replace('{platform}', target?.platform ?? ''), credits: 0 };
  try {
    await hideComment({
      accountId: run.accountId,
      brandId: run.brandId,
      platform: target.platform,
      commentExternalId: target.externalId,
      mediaId: target.mediaId,
      hidden: true,
    });
  } catch (error) {
    return { result: 'failed', detail: messageOf(error), credits: 0 };
  }
  await markHidden(deps.db, run, run.commentId);
  return { result: 'done', detail: null, credits: 0 };
}

function perform(deps: ActDeps, run: RunRow, action: RuleAction): Promise<Outcome> {
  if (action.type === 'hide') return hide(deps, run);
  if (action.type === 'draft' || action.type === 'send' || action.type === 'approval') return reply(deps, run, action);
  return Promise.resolve({ result: 'skipped', detail: null, credits: 0 });
}

/** Failures in a row pause the rule (and the brand's team is told); a success resets the count. */
async function countOutcome(tx: Executor, run: RunRow, scope: BrandScope, outcomes: Outcome[]): Promise<void> {
  if (!run.ruleId) return;
  const failure = outcomes.find((outcome) => outcome.result === 'failed');
  if (!failure && !outcomes.some((outcome) => outcome.result === 'done' || outcome.result === 'queued')) return;
  const rule = await countRuleOutcome(tx, scope, run.ruleId, failure !== undefined);
  const limit = AUTOMATION_LIMITS.failuresBeforePause;
  if (!rule || !failure || rule.consecutiveFailures < limit || rule.pausedAt) return;
  const reason = failure.detail ?? M.resultFailed;
  await updateRuleRow(tx, scope, rule.id, { pausedAt: new Date(), pauseReason: reason.slice(0, 500) });
  await recordNotice(tx, scope, {
    kind: 'automation_paused',
    title: M.rulePausedTitle.replace('{rule}', rule.name),
    message: M.rulePausedMessage.replace('{count}', String(rule.consecutiveFailures)).replace('{reason}', reason),
    link: '/rules',
    dedupeKey: `automation-paused:${rule.id}:${Date.now()}`,
  });
}

/**
 * `automation:act`: performs a run's outbound actions (draft, send, approval, hide) outside any transaction,
 * then records every outcome in one: the audit, the run's end, the credits it held but did not spend given back
 * to the daily cap, and the rule's failures in a row. A retried run replays its keys: nothing is charged twice.
 */
export async function actOnRun(deps: ActDeps, accountId: string, runId: string): Promise<void> {
  const run = await claimRun(deps.db, accountId, runId, RUN_LEASE_MS);
  if (!run) return;
  const scope = { accountId, brandId: run.brandId };
  const outcomes: Outcome[] = [];
  for (const action of run.actions) {
    outcomes.push(
      run.attempts > MAX_RUN_ATTEMPTS
        ? { result: 'failed', detail: `Given up after ${MAX_RUN_ATTEMPTS} attempts`, credits: 0 }
        : await perform(deps, run, action),
    );
  }
  await deps.db.transaction(async (tx) => {
    const events: EventValues[] = run.actions.map((action, index) => {
      const outcome = outcomes[index] as Outcome;
      return {
        commentId: run.commentId,
        ruleId: run.ruleId,
        ruleName: run.ruleName,
        runId: run.id,
        action: action.type,
        result: outcome.result,
        detail: outcome.detail,
        credits: outcome.credits,
      };
    });
    await insertEvents(tx, scope, events);
    const spent = outcomes.reduce((sum, outcome) => sum + outcome.credits, 0);
    if (run.spendDay) await releaseSpend(tx, scope, run.spendDay, run.reservedCredits - spent);
    const failed = outcomes.find((outcome) => outcome.result === 'failed');
    await finishRun(tx, accountId, run.id, { status: failed ? 'failed' : 'done', error: failed?.detail ?? null });
    await countOutcome(tx, run, scope, outcomes);
  });
}
