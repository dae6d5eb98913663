import { and, eq } from 'drizzle-orm';
import { runOnce, type TaskList } from 'graphile-worker';
import type { Platform, RuleInput } from '@bizamply/contracts';
import { automationEvents, automationRuns, comments } from '../../db/schema/index.ts';
import { createIntegrations } from '../../integrations/registry.ts';
import { createCipher, loadInstanceSecret } from '../../lib/secrets.ts';
import type { TestApp } from '../../../test/app.ts';
import { fakeAi, fakeDispatcher, insertComment } from '../comments/inbox.test-support.ts';
import { replyDeliveryTask, ReplyDeliveryError, type HideInput } from '../replies/index.ts';
import { buildSignalsTasks, scheduleSignals } from '../signals/index.ts';
import { buildAutomationTasks, scheduleAutomation } from './automation.jobs.ts';

type Owner = { account: { id: string }; brand: { id: string }; token: string };

/**
 * The workers' side of automation with the AI and the platforms replaced at the module boundary: the real
 * signals, evaluation, act and delivery jobs on the real database, run until nothing is due.
 */
export async function automationWorkers(t: TestApp, replies = fakeDispatcher()) {
  const db = t.database.db;
  const cipher = createCipher(await loadInstanceSecret(db));
  const integrations = createIntegrations(t.config, cipher);
  const ai = fakeAi();
  const hides: HideInput[] = [];
  const behaviour = { hideFails: false };
  const dispatcher = {
    ...replies.dispatcher,
    async hideComment(input: HideInput) {
      hides.push(input);
      if (behaviour.hideFails) throw new ReplyDeliveryError('(#10) Permission denied', { permanent: true });
    },
  };
  const taskList: TaskList = {
    ...buildSignalsTasks(db, { afterCompute: (accountId, helpers) => scheduleAutomation(helpers.addJob, [accountId]) }),
    ...buildAutomationTasks({
      db,
      act: { db, ai: ai.provider, cipher, integrations, dispatcher, lease: t.config.generationLease },
    }),
    'replies:deliver': replyDeliveryTask(db, dispatcher),
  };
  return {
    ai,
    replies,
    hides,
    behaviour,
    taskList,
    /** New items arrived for these accounts: their signals are computed, then the rules run, then the actions. */
    async process(...accountIds: string[]) {
      await scheduleSignals((task, payload, options) => t.queue.add(task, payload, options), accountIds);
      await runOnce({ pgPool: t.database.pool, taskList });
    },
  };
}

/** An item as ingestion stores it: signals still to compute, rules still to run. */
export function arrive(
  t: TestApp,
  owner: Owner,
  values: { platform?: Platform; rating?: number | null; content: string; reviewerName?: string },
) {
  return insertComment(t, owner, {
    platform: values.platform ?? 'judgeme',
    rating: values.rating === undefined ? 5 : values.rating,
    content: values.content,
    reviewerName: values.reviewerName ?? 'Anna Smith',
    productTitle: null,
    postedAt: new Date(Date.now() - 5 * 60 * 1000),
    receivedAt: new Date(),
  });
}

export async function createRule(
  t: TestApp,
  owner: Owner,
  rule: Partial<RuleInput> & Pick<RuleInput, 'conditions' | 'actions'>,
) {
  const response = await t.request({
    method: 'POST',
    url: '/api/automation/rules',
    token: owner.token,
    brandId: owner.brand.id,
    payload: { name: 'Rule', enabled: true, ...rule },
  });
  if (response.statusCode !== 200) throw new Error(`rule refused: ${response.body}`);
  return (response.json() as { data: { id: string } }).data;
}

export async function eventsOf(t: TestApp, commentId: string) {
  return t.database.db
    .select()
    .from(automationEvents)
    .where(eq(automationEvents.commentId, commentId))
    .orderBy(automationEvents.createdAt);
}

export async function runsOf(t: TestApp, commentId: string) {
  return t.database.db.select().from(automationRuns).where(eq(automationRuns.commentId, commentId));
}

export async function itemRow(t: TestApp, owner: Owner, id: string) {
  const [row] = await t.database.db
    .select()
    .from(comments)
    .where(and(eq(comments.brandId, owner.brand.id), eq(comments.id, id)));
  if (!row) throw new Error('item missing');
  return row;
}
