import type { Platform } from '@bizamply/contracts';
import { comments, connections } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/app.ts';

type Owner = { account: { id: string }; brand: { id: string } };
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
let sequence = 0;

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** Hand-made items for one brand: every field can be set; the defaults are a pending 5-star review. */
export async function insertItems(
  t: TestApp,
  owner: Owner,
  items: Partial<typeof comments.$inferInsert>[],
): Promise<(typeof comments.$inferSelect)[]> {
  if (items.length === 0) return [];
  return t.database.db
    .insert(comments)
    .values(
      items.map((item) => {
        sequence += 1;
        return {
          accountId: owner.account.id,
          brandId: owner.brand.id,
          platform: 'judgeme' as Platform,
          externalId: `insight-${sequence}-${Math.random().toString(36).slice(2, 8)}`,
          content: 'Fine',
          rating: 5,
          reviewerName: `Reviewer ${sequence}`,
          productTitle: 'Ceramic Mug',
          postedAt: hoursAgo(1),
          ...item,
        };
      }),
    )
    .returning();
}

/** A sent item answered `hours` after it was posted. */
export const sent = (hours: number, posted: Date = hoursAgo(hours + 1)): Partial<typeof comments.$inferInsert> => ({
  status: 'sent',
  postedAt: posted,
  respondedAt: new Date(posted.getTime() + hours * HOUR),
  responseTimeHours: hours,
});

export async function connect(t: TestApp, owner: Owner, brandId: string, platforms: Platform[]) {
  if (platforms.length === 0) return;
  await t.database.db.insert(connections).values(
    platforms.map((platform) => ({
      accountId: owner.account.id,
      brandId,
      platform,
      // A platform account belongs to one customer account (platform_claims): ids of this account's own.
      externalId: `ext-${platform}-${owner.account.id}`,
    })),
  );
}

/** The value, or a failed test when it is missing (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
