import type { JobHelpers, TaskList } from 'graphile-worker';
import { z } from 'zod';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import { PlatformError } from '../../integrations/http.ts';
import { shopConnection } from '../../integrations/shopify/oauth.ts';
import { saveConnection, type ConnectDeps } from './connect.service.ts';
import { findBrandConnection, installLinkCredentials } from './connections.queries.ts';

/**
 * Issue 19: the store's install link carries its shop and the offline token our app was granted at install.
 * Sign-up hands them to this job, which connects Shopify for the new brand: the token is its own proof of
 * control (only the store's install holds one), checked against the store's Admin API first. A job, not the
 * sign-up request: Shopify may be slow or down, and sign-up must not wait for it or fail with it.
 */
export const CONNECTION_TASKS = { installShop: 'connections:install-shop' } as const;

const id = z.uuid();
export const installShopJobSchema = z.object({ accountId: id, userId: id, brandId: id });
export type InstallShopJob = z.infer<typeof installShopJobSchema>;

type InstallShopDeps = Pick<ConnectDeps, 'db' | 'cipher' | 'queue' | 'integrations'> & {
  log: { warn: (message: string) => void };
};

/** Queued by sign-up after its transaction committed. */
export function queueInstallShop(queue: JobQueue, job: InstallShopJob): Promise<void> {
  return queue.add(CONNECTION_TASKS.installShop, job, {
    jobKey: `install-shop:${job.brandId}`,
    maxAttempts: 5,
  });
}

export type InstallShopOutcome = 'connected' | 'already-connected' | 'no-install-link' | 'refused';

/**
 * Connects the install link's store to the brand. A token the store refuses, or a store another account holds,
 * is final (logged, not retried: the merchant can still connect from /connections); an unreachable Shopify throws
 * so the job is retried.
 */
export async function connectInstalledShop(deps: InstallShopDeps, job: InstallShopJob): Promise<InstallShopOutcome> {
  const link = await installLinkCredentials(deps.db, job);
  if (!link) return 'no-install-link';
  const scope = { accountId: job.accountId, brandId: job.brandId, platform: 'shopify' as const };
  if (await findBrandConnection(deps.db, scope)) return 'already-connected';
  try {
    const result = await shopConnection(deps.integrations.deps, {
      shop: link.shop,
      accessToken: deps.cipher.decrypt(link.accessTokenEnc),
      scope: '',
    });
    await saveConnection(deps, scope, result);
    return 'connected';
  } catch (error) {
    const final =
      (error instanceof PlatformError && ['auth', 'rejected', 'not_found', 'not_configured'].includes(error.kind)) ||
      error instanceof AppError;
    if (!final) throw error;
    deps.log.warn(`install link: ${link.shop} not connected for brand ${job.brandId}: ${error.message}`);
    return 'refused';
  }
}

/** The job, with the queue of the worker that runs it (imports and webhook registration follow the connect). */
export function buildConnectionTasks(deps: Omit<InstallShopDeps, 'queue' | 'log'>): TaskList {
  return {
    [CONNECTION_TASKS.installShop]: async (payload: unknown, helpers: JobHelpers) => {
      const parsed = installShopJobSchema.safeParse(payload);
      if (!parsed.success) {
        helpers.logger.error(`dropping ${CONNECTION_TASKS.installShop}: invalid payload`);
        return;
      }
      const queue: JobQueue = {
        add: async (task, jobPayload, options) => {
          await helpers.addJob(task, jobPayload as never, options);
        },
        close: async () => {},
      };
      await connectInstalledShop({ ...deps, queue, log: helpers.logger }, parsed.data);
    },
  };
}
