import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { ReportFrequency, ReportType } from '@bizamply/contracts';
import type { Executor } from '../../db/client.ts';
import { brands, reportDownloads, reportSchedules } from '../../db/schema/index.ts';

export type ScheduleRow = typeof reportSchedules.$inferSelect;
interface Scope {
  accountId: string;
  brandId: string;
}

export async function listSchedules(db: Executor, scope: Scope): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.accountId, scope.accountId), eq(reportSchedules.brandId, scope.brandId)))
    .orderBy(desc(reportSchedules.createdAt));
}

/** Locks the brand's row (inside a transaction) so that parallel New Reports are counted one after another. */
export async function lockBrandSchedules(db: Executor, scope: Scope): Promise<number> {
  await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, scope.brandId), eq(brands.accountId, scope.accountId)))
    .for('update');
  const [row] = await db
    .select({ n: count() })
    .from(reportSchedules)
    .where(and(eq(reportSchedules.accountId, scope.accountId), eq(reportSchedules.brandId, scope.brandId)));
  return row?.n ?? 0;
}

export async function insertSchedule(
  db: Executor,
  values: Scope & {
    userId: string;
    reportType: ReportType;
    frequency: ReportFrequency;
    email: string;
    nextRunAt: Date;
  },
): Promise<ScheduleRow> {
  const [row] = await db.insert(reportSchedules).values(values).returning();
  if (!row) throw new Error('schedule insert returned nothing');
  return row;
}

export async function deleteSchedule(db: Executor, scope: Scope, id: string): Promise<boolean> {
  const rows = await db
    .delete(reportSchedules)
    .where(
      and(
        eq(reportSchedules.id, id),
        eq(reportSchedules.accountId, scope.accountId),
        eq(reportSchedules.brandId, scope.brandId),
      ),
    )
    .returning({ id: reportSchedules.id });
  return rows.length > 0;
}

export async function recordDownload(db: Executor, scope: Scope, reportType: ReportType) {
  await db.insert(reportDownloads).values({ ...scope, reportType });
}

export async function countDownloads(db: Executor, scope: Scope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reportDownloads)
    .where(and(eq(reportDownloads.accountId, scope.accountId), eq(reportDownloads.brandId, scope.brandId)));
  return row?.n ?? 0;
}

/** System-level (cron): schedules whose next run is due, oldest first. */
export async function listDueSchedules(db: Executor, now: Date, limit: number): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(reportSchedules)
    .where(lte(reportSchedules.nextRunAt, now))
    .orderBy(reportSchedules.nextRunAt)
    .limit(limit);
}

/**
 * Moves a due schedule to `next`, only if no other worker did it first: the one whose update matched
 * sends the mail (`sent`), so a run is mailed once even with several workers. A run that is skipped or
 * postponed moves without `sent`, keeping the last sending time.
 */
export async function claimRun(
  db: Executor,
  row: ScheduleRow,
  next: Date,
  now: Date,
  options: { sent: boolean } = { sent: true },
): Promise<boolean> {
  const claimed = await db
    .update(reportSchedules)
    .set({ nextRunAt: next, ...(options.sent ? { lastSentAt: now } : {}) })
    .where(
      and(
        eq(reportSchedules.id, row.id),
        eq(reportSchedules.accountId, row.accountId),
        eq(reportSchedules.nextRunAt, row.nextRunAt),
        lte(reportSchedules.nextRunAt, now),
      ),
    )
    .returning({ id: reportSchedules.id });
  return claimed.length > 0;
}
