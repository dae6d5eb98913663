import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { TaskList } from 'graphile-worker';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { defineTask } from './queue.ts';
import { purgeOldBuckets } from '../modules/rate-limit/rate-limit.service.ts';
import { replyDeliveryTask, replySweepTask } from '../modules/replies/reply.jobs.ts';
import type { ReplyDispatcher } from '../modules/replies/reply-dispatcher.ts';
import { buildIngestionTasks, INGESTION_CRONTAB } from '../modules/ingestion/ingestion.jobs.ts';
import type { IngestionDeps } from '../modules/ingestion/ingestion.service.ts';
import { BILLING_CRONTAB, buildBillingTasks } from '../modules/billing/billing.jobs.ts';
import { buildConnectionTasks } from '../modules/connections/install-shop.ts';
import { buildReportTasks, REPORTS_CRONTAB } from '../modules/reports/reports.jobs.ts';
import { buildSignalsTasks, SIGNALS_CRONTAB } from '../modules/signals/index.ts';
import { AUTOMATION_CRONTAB, buildAutomationTasks, scheduleAutomation } from '../modules/automation/index.ts';
import { notConfiguredDispatcher } from '../modules/replies/reply-dispatcher.ts';
import type { AiProvider } from '../ai/index.ts';
import type { GenerationLease } from '../modules/comments/index.ts';

export const mailJobSchema = z.object({
  to: z.email().max(320),
  subject: z.string().min(1).max(300),
  text: z.string().min(1).max(100_000),
  html: z.string().max(200_000).optional(),
});

export interface TaskDeps {
  db: Database;
  mailer: Mailer;
  /** Delivers replies to the platforms; the default answers 'not configured' (failed and refunded). */
  replyDispatcher?: ReplyDispatcher;
  /** Platform imports, polls, webhook registration (absent: those jobs are not run by this worker). */
  ingestion?: Omit<IngestionDeps, 'log'>;
  /** Drafts for automation rules (with `ingestion`: their sends and hides too). */
  ai?: AiProvider;
  /** The drafts' generate claims (config.generationLease), as the generate route holds them. */
  generationLease: GenerationLease;
}

/** Every background task the product runs, by name. Modules add theirs here. */
export function buildTaskList(deps: TaskDeps): TaskList {
  return {
    'mail:send': defineTask(mailJobSchema, (mail) => deps.mailer.send(mail)) as TaskList[string],
    'maintenance:purge-rate-limits': () => purgeOldBuckets(deps.db),
    'replies:deliver': replyDeliveryTask(deps.db, deps.replyDispatcher),
    'replies:sweep': replySweepTask(deps.db),
    ...(deps.ingestion ? buildIngestionTasks(deps.ingestion) : {}),
    ...(deps.ingestion ? buildConnectionTasks(deps.ingestion) : {}),
    ...buildBillingTasks(deps),
    ...buildReportTasks(deps),
    ...buildSignalsTasks(deps.db, {
      afterCompute: (accountId, helpers) => scheduleAutomation(helpers.addJob, [accountId]),
    }),
    ...buildAutomationTasks({
      db: deps.db,
      ...(deps.ingestion && deps.ai
        ? {
            act: {
              ...deps.ingestion,
              ai: deps.ai,
              lease: deps.generationLease,
              dispatcher: deps.replyDispatcher ?? notConfiguredDispatcher,
            },
          }
        : {}),
    }),
    'maintenance:purge-sessions': async () => {
      const cutoff = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
      await deps.db
        .delete(sessions)
        .where(
          or(lt(sessions.expiresAt, new Date()), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff))),
        );
    },
  };
}

/** graphile-worker crontab: runs once per schedule across every worker process. */
export const CRONTAB = [
  '0 3 * * * maintenance:purge-sessions',
  '15 * * * * maintenance:purge-rate-limits',
  '*/5 * * * * replies:sweep',
  ...INGESTION_CRONTAB,
  ...BILLING_CRONTAB,
  ...REPORTS_CRONTAB,
  ...SIGNALS_CRONTAB,
  ...AUTOMATION_CRONTAB,
].join('\n');
