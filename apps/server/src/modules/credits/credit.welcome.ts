import { CREDIT_MESSAGES } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { creditAccounts } from '../../db/schema/index.ts';
import { appendLedgerEntry } from './credit.ledger.ts';
import { getCreditSettings } from './credit.settings.ts';

/**
 * Spec 2 §9 / 3 §9: a new account starts with the free credits of the settings in force, as a `bonus`
 * ledger entry. Called inside the transaction that verifies the address (issue 13 §3: not at sign-up); it
 * is idempotent per account, so calling it again (a second verification, a second user joining the account)
 * grants nothing more.
 */
export async function grantWelcomeCredits(
  tx: Executor,
  accountId: string,
  userId: string | null,
): Promise<{ granted: number; availableCredits: number }> {
  const settings = await getCreditSettings(tx);
  if (settings.freeCredits <= 0) {
    await tx.insert(creditAccounts).values({ accountId }).onConflictDoNothing();
    return { granted: 0, availableCredits: 0 };
  }
  const result = await appendLedgerEntry(tx, {
    accountId,
    userId,
    type: 'bonus',
    platform: 'system',
    delta: settings.freeCredits,
    description: CREDIT_MESSAGES.welcomeBonus,
    idempotencyKey: 'welcome-bonus',
    metadata: { settingsVersion: settings.version },
  });
  return { granted: result.replayed ? 0 : settings.freeCredits, availableCredits: result.availableCredits };
}
