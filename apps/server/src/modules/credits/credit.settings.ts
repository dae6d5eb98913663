import { desc } from 'drizzle-orm';
import { CREDIT_MESSAGES, type CreditSettings, type CreditSettingsUpdate } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { creditSettings } from '../../db/schema/index.ts';
import { CREDIT_DEFAULTS } from './credit.defaults.ts';

type SettingsRow = typeof creditSettings.$inferSelect;

function toSettings(row: SettingsRow | undefined): CreditSettings {
  if (!row) {
    return { ...CREDIT_DEFAULTS, lastUpdated: null, updatedBy: CREDIT_MESSAGES.system, version: 1 };
  }
  return {
    freeCredits: row.freeCredits,
    generateCredits: row.generateCredits,
    sendCredits: row.sendCredits,
    whatsappExtraCredits: row.whatsappExtraCredits,
    lastUpdated: row.createdAt.toISOString(),
    updatedBy: row.updatedBy,
    version: row.version,
  };
}

/** The price list in force: the newest version row, or the spec's defaults when none was ever saved. */
export async function getCreditSettings(db: Executor): Promise<CreditSettings> {
  const [row] = await db.select().from(creditSettings).orderBy(desc(creditSettings.version)).limit(1);
  return toSettings(row);
}

/** Saving never edits a version: it appends the next one, so every past price stays on record. */
export async function saveCreditSettings(
  db: Executor,
  input: CreditSettingsUpdate,
  updatedBy: string,
): Promise<CreditSettings> {
  const [row] = await db
    .insert(creditSettings)
    .values({
      freeCredits: input.freeCredits,
      generateCredits: input.generateCredits,
      sendCredits: input.sendCredits,
      whatsappExtraCredits: input.whatsappExtraCredits,
      updatedBy,
      metadata: input.metadata ?? {},
    })
    .returning();
  return toSettings(row);
}
