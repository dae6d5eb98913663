import type { JobHelpers, TaskList } from 'graphile-worker';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { defineTask, type JobQueue } from '../../jobs/queue.ts';
import type { GenerationDeps } from '../comments/index.ts';
import type { ReplyDispatcher } from '../replies/index.ts';
import { actOnRun, RUN_LEASE_MS } from './act.service.ts';
import { evaluateAccount, sweepAccounts } from './evaluate.service.ts';
import { findStrandedRuns } from './runs.queries.ts';

export const AUTOMATION_TASKS = {
  evaluate: 'automation:evaluate',
  act: 'automation:act',
  sweep: 'automation:sweep',
} as const;
/** Every minute: items whose evaluation was not scheduled, and runs whose job was lost. */
export const AUTOMATION_CRONTAB = [`* * * * * ${AUTOMATION_TASKS.sweep}`];

/** The send answer waits this long inside the job for the platform; the outbox's own job carries on after. */
const INLINE_SEND_WAIT_MS = 10_000;

type AddJob = JobHelpers['addJob'];

/** After signals were computed for an account (and committed): one pending evaluation per account. */
export async function scheduleAutomation(addJob: AddJob, accountIds: Iterable<string>): Promise<void> {
  for (const accountId of new Set(accountIds)) {
    await addJob(AUTOMATION_TASKS.evaluate, { accountId }, { jobKey: `automation:${accountId}` });
  }
}

async function enqueueRuns(addJob: AddJob, accountId: string, runIds: string[]): Promise<void> {
  for (const runId of runIds) {
    await addJob(AUTOMATION_TASKS.act, { accountId, runId }, { jobKey: `automation-act:${runId}`, maxAttempts: 5 });
  }
}

/** The job's own way to enqueue (the send outbox's delivery jobs), so a worker needs no second connection pool. */
const queueOf = (helpers: JobHelpers): JobQueue => ({
  add: async (task, payload, options) => {
    await helpers.addJob(task, payload as never, options);
  },
  close: async () => {},
});

export interface AutomationTaskDeps {
  db: Database;
  /** What acting needs (the AI provider and the platforms); without it, runs wait for a worker that has it. */
  act?: GenerationDeps & { dispatcher: ReplyDispatcher };
}

const evaluateSchema = z.object({ accountId: z.uuid() });
const actSchema = z.object({ accountId: z.uuid(), runId: z.uuid() });

export function buildAutomationTasks(deps: AutomationTaskDeps): TaskList {
  const tasks: TaskList = {
    [AUTOMATION_TASKS.evaluate]: async (payload, helpers) => {
      await defineTask(evaluateSchema, async ({ accountId }) => {
        await evaluateAccount(deps.db, accountId, (account, runIds) => enqueueRuns(helpers.addJob, account, runIds));
      })(payload, helpers);
    },
    [AUTOMATION_TASKS.sweep]: async (_payload, helpers) => {
      await sweepAccounts(deps.db, (accountId, runIds) => enqueueRuns(helpers.addJob, accountId, runIds));
      for (const run of await findStrandedRuns(deps.db, RUN_LEASE_MS, 200)) {
        await enqueueRuns(helpers.addJob, run.accountId, [run.id]);
      }
    },
  };
  const act = deps.act;
  if (act) {
    tasks[AUTOMATION_TASKS.act] = async (payload, helpers) => {
      await defineTask(actSchema, async ({ accountId, runId }) => {
        const send = {
          db: deps.db,
          dispatcher: act.dispatcher,
          queue: queueOf(helpers),
          inlineWaitMs: INLINE_SEND_WAIT_MS,
        };
        await actOnRun({ db: deps.db, generation: act, send }, accountId, runId);
      })(payload, helpers);
    };
  }
  return tasks;
}
