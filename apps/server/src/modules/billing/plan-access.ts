import { planExclusionMessage, type Platform } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import { findAccountType } from './billing.queries.ts';

/** Refuses (403) what the caller's plan card says it leaves out (issue 19 item 20). */
export async function assertPlanAllows(
  db: Executor,
  caller: { accountId: string; userId: string | null },
  platform: Platform,
): Promise<void> {
  const message = planExclusionMessage(await findAccountType(db, caller.accountId, caller.userId), platform);
  if (message) throw forbidden(message);
}
