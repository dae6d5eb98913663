import type { Platform } from '@bizamply/contracts';
import type { JobHelpers, Task, TaskList } from 'graphile-worker';
import { z } from 'zod';
import { SERVER_PLATFORMS } from '../../integrations/platforms.ts';
import { listConnectionsDue } from '../connections/connection-store.service.ts';
import { scheduleSignals } from '../signals/index.ts';
import {
  fetchAndStoreItem,
  registerConnectionWebhooks,
  syncConnection,
  type IngestionDeps,
} from './ingestion.service.ts';

export const INGESTION_TASKS = {
  sync: 'integrations:sync',
  registerWebhooks: 'integrations:register-webhooks',
  fetchItem: 'integrations:fetch-item',
  poll: 'integrations:poll',
} as const;

const id = z.uuid();
export const syncJobSchema = z.object({ accountId: id, connectionId: id, mode: z.enum(['full', 'incremental']) });
export const connectionJobSchema = z.object({ accountId: id, connectionId: id });
export const fetchItemJobSchema = z.object({
  accountId: id,
  connectionId: id,
  externalId: z.string().min(1).max(300),
  parentId: z.string().max(300).nullable().optional(),
});

/** Platforms polled every few minutes (no reliable webhooks); the others are reconciled hourly. */
export const FREQUENT_POLL_PLATFORMS: Platform[] = SERVER_PLATFORMS.filter(
  (platform) => platform.poll === 'frequent',
).map((platform) => platform.id);
const FREQUENT_EVERY_MS = 5 * 60 * 1000;
const RECONCILE_EVERY_MS = 60 * 60 * 1000;
const POLL_BATCH = 500;
/** Retries of a failed sync (graphile-worker backs off exponentially between attempts). */
export const SYNC_MAX_ATTEMPTS = 6;

/** Job keys: one pending import per brand × platform, one pending poll per connection. */
export const importJobKey = (brandId: string, platform: Platform) => `import:${brandId}:${platform}`;
export const pollJobKey = (connectionId: string) => `sync:${connectionId}`;

/** A task whose payload is validated first; a payload that can never be valid is dropped, not retried. */
function task<S extends z.ZodType>(schema: S, run: (payload: z.infer<S>, helpers: JobHelpers) => Promise<void>): Task {
  return async (payload, helpers) => {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      helpers.logger.error(
        `dropping ${helpers.job.task_identifier}: invalid payload (${parsed.error.issues[0]?.message})`,
      );
      return;
    }
    await run(parsed.data, helpers);
  };
}

/**
 * The ingestion jobs. A failure (malformed answer, rate limit, platform down) throws with the reason,
 * which graphile-worker logs and retries with back-off; it never takes the process down.
 */
export function buildIngestionTasks(deps: Omit<IngestionDeps, 'log'>): TaskList {
  const withLog = (helpers: JobHelpers): IngestionDeps => ({
    ...deps,
    log: { info: (message) => helpers.logger.info(message), warn: (message) => helpers.logger.warn(message) },
  });
  return {
    [INGESTION_TASKS.sync]: task(syncJobSchema, async (payload, helpers) => {
      await syncConnection(withLog(helpers), payload);
      await scheduleSignals(helpers.addJob, [payload.accountId]);
    }),
    [INGESTION_TASKS.registerWebhooks]: task(connectionJobSchema, async (payload, helpers) => {
      await registerConnectionWebhooks(withLog(helpers), payload);
    }),
    [INGESTION_TASKS.fetchItem]: task(fetchItemJobSchema, async (payload, helpers) => {
      if (await fetchAndStoreItem(withLog(helpers), payload))
        await scheduleSignals(helpers.addJob, [payload.accountId]);
    }),
    [INGESTION_TASKS.poll]: async (_payload, helpers) => {
      const now = Date.now();
      const due = await listConnectionsDue(deps.db, {
        frequent: FREQUENT_POLL_PLATFORMS,
        frequentBefore: new Date(now - FREQUENT_EVERY_MS),
        reconcileBefore: new Date(now - RECONCILE_EVERY_MS),
        limit: POLL_BATCH,
      });
      for (const connection of due) {
        await helpers.addJob(
          INGESTION_TASKS.sync,
          { accountId: connection.accountId, connectionId: connection.id, mode: 'incremental' },
          { jobKey: pollJobKey(connection.id), maxAttempts: SYNC_MAX_ATTEMPTS },
        );
      }
      if (due.length) helpers.logger.info(`queued ${due.length} connection poll(s)`);
    },
  };
}

export const INGESTION_CRONTAB = [`*/5 * * * * ${INGESTION_TASKS.poll}`];
