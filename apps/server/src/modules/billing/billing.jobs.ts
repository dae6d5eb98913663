import type { TaskList } from 'graphile-worker';
import type { Database } from '../../db/client.ts';
import type { Integrations } from '../../integrations/registry.ts';
import type { Cipher } from '../../lib/secrets.ts';
import { chargeOnShopify } from './billing.service.ts';
import { grantDuePeriods } from './billing.status.ts';

export const BILLING_TASKS = { grantPeriods: 'billing:grant-periods' } as const;

/** Hourly: a plan's next period is credited within the hour its 30 days end. */
export const BILLING_CRONTAB = [`20 * * * * ${BILLING_TASKS.grantPeriods}`];

/**
 * `billing:grant-periods`: credits each ended period of an active plan once. With Shopify access the
 * subscription is checked on Shopify first (a cancellation whose webhook never reached us is honoured).
 */
export function buildBillingTasks(deps: {
  db: Database;
  ingestion?: { cipher: Cipher; integrations: Integrations };
}): TaskList {
  const shopify = deps.ingestion;
  return {
    [BILLING_TASKS.grantPeriods]: async () => {
      await grantDuePeriods(
        deps.db,
        new Date(),
        shopify ? (charge) => chargeOnShopify({ db: deps.db, ...shopify }, charge) : undefined,
      );
    },
  };
}
