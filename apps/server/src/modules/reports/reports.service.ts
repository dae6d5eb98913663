import {
  REPORT_CATALOG,
  REPORT_FREQUENCY_LABELS,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  REPORT_TYPES,
  REPORT_WINDOW_DAYS,
  type ReportFrequency,
  type ReportSchedule,
  type ReportScheduleCreate,
  type ReportsData,
  type ReportTable,
  type ReportType,
} from '@bizamply/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { listVerifiedAddresses } from '../auth/user.queries.ts';
import { findBrandInAccount } from '../brands/brand.queries.ts';
import { hitLimits, limitReached, RATE_RULES } from '../rate-limit/rate-limit.service.ts';
import {
  claimRun,
  countDownloads,
  insertSchedule,
  lockBrandSchedules,
  listDueSchedules,
  listSchedules,
  recordDownload,
  type ScheduleRow,
} from './reports.queries.ts';
import { buildReportTable } from './reports.tables.ts';

export const REPORT_TASKS = { sendDue: 'reports:send-due' } as const;

interface Scope {
  accountId: string;
  brandId: string;
}
const DAY_MS = 24 * 60 * 60 * 1000;
const MAIL_ROWS = 200;

function toSchedule(row: ScheduleRow): ReportSchedule {
  return {
    id: row.id,
    reportType: row.reportType as ReportType,
    frequency: row.frequency,
    email: row.email,
    nextRunAt: row.nextRunAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}

/** The six reports of the brand with their schedules, and the page's counters, all from real rows. */
export async function listReports(db: Executor, scope: Scope, now: Date): Promise<ReportsData> {
  const [schedules, downloads, recipients] = await Promise.all([
    listSchedules(db, scope),
    countDownloads(db, scope),
    listVerifiedAddresses(db, scope.accountId),
  ]);
  const monthAgo = now.getTime() - REPORT_WINDOW_DAYS * DAY_MS;
  return {
    counters: {
      total: REPORT_TYPES.length,
      newThisMonth: schedules.filter((row) => row.createdAt.getTime() >= monthAgo).length,
      scheduled: schedules.length,
      downloads,
    },
    reports: REPORT_TYPES.map((type) => {
      const schedule = schedules.find((row) => row.reportType === type);
      return {
        type,
        ...REPORT_CATALOG[type],
        lastUpdated: now.toISOString(),
        schedule: schedule ? REPORT_FREQUENCY_LABELS[schedule.frequency] : null,
        status: 'Generated' as const,
      };
    }),
    schedules: schedules.map(toSchedule),
    recipients,
  };
}

export async function downloadReport(db: Database, scope: Scope, type: ReportType, now: Date): Promise<ReportTable> {
  const table = await buildReportTable(db, scope, type, now);
  await recordDownload(db, scope, type);
  return table;
}

/**
 * The first report goes out now (a job enqueued after the insert), then weekly or monthly. Issue 13 §4:
 * only to a verified address of the account's users, at most 10 schedules per brand, and not when the
 * account has used its 50 report e-mails of the last 24 hours.
 */
export async function scheduleReport(
  deps: { db: Database; queue: JobQueue },
  scope: Scope & { userId: string },
  input: ReportScheduleCreate,
): Promise<ReportSchedule> {
  const email = input.email.toLowerCase();
  if (!(await listVerifiedAddresses(deps.db, scope.accountId)).includes(email)) {
    throw badRequest(REPORT_MESSAGES.recipientNotAllowed, [
      { field: 'email', message: REPORT_MESSAGES.recipientNotAllowed },
    ]);
  }
  if (await limitReached(deps.db, RATE_RULES.reportMailsPerAccount, scope.accountId)) {
    throw new AppError('RATE_LIMIT_EXCEEDED', REPORT_MESSAGES.dailyLimitReached);
  }
  const row = await deps.db.transaction(async (tx) => {
    if ((await lockBrandSchedules(tx, scope)) >= REPORT_LIMITS.schedulesPerBrand) {
      throw badRequest(REPORT_MESSAGES.tooManySchedules);
    }
    return insertSchedule(tx, { ...scope, ...input, email, nextRunAt: new Date() });
  });
  await deps.queue.add(REPORT_TASKS.sendDue, {});
  return toSchedule(row);
}

export function nextRun(from: Date, frequency: ReportFrequency): Date {
  if (frequency === 'weekly') return new Date(from.getTime() + 7 * DAY_MS);
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** Plain-text table for the e-mail body. */
export function renderReportText(table: ReportTable, brandName: string, now: Date): string {
  const lines = table.rows.slice(0, MAIL_ROWS).map((row) => row.map((value) => value ?? '—').join(' | '));
  const more = table.rows.length > MAIL_ROWS ? [`… and ${table.rows.length - MAIL_ROWS} more rows`] : [];
  return [
    `${table.title} — ${brandName}`,
    `Last ${REPORT_WINDOW_DAYS} days, to ${now.toISOString().slice(0, 10)}`,
    '',
    table.columns.join(' | '),
    ...(lines.length > 0 ? lines : ['No data in this period.']),
    ...more,
    '',
    'Download it as CSV any time from Reports in Bizamply.',
  ].join('\n');
}

/**
 * `reports:send-due`: mails every due schedule once (claimed before sending) and moves it to its next run.
 * `deliver` hands the mail to the durable `mail:send` job, which retries a failing SMTP server. A recipient
 * who is no longer a verified user of the account is skipped; an account over its daily report e-mails
 * has the run postponed by a day.
 */
export async function sendDueReports(
  db: Database,
  deliver: (mail: OutgoingMail) => Promise<void>,
  now: Date,
): Promise<number> {
  let sent = 0;
  const recipients = new Map<string, string[]>();
  const allowedFor = async (accountId: string) => {
    const known = recipients.get(accountId) ?? (await listVerifiedAddresses(db, accountId));
    recipients.set(accountId, known);
    return known;
  };
  for (const row of await listDueSchedules(db, now, 100)) {
    const next = nextRun(row.nextRunAt.getTime() > now.getTime() - DAY_MS ? row.nextRunAt : now, row.frequency);
    if (!(await allowedFor(row.accountId)).includes(row.email.toLowerCase())) {
      await claimRun(db, row, next, now, { sent: false });
      continue;
    }
    const limit = await hitLimits(db, [[RATE_RULES.reportMailsPerAccount, row.accountId]], now.getTime());
    if (limit.exceeded) {
      await limit.refund();
      await claimRun(db, row, new Date(now.getTime() + DAY_MS), now, { sent: false });
      continue;
    }
    if (!(await claimRun(db, row, next, now))) {
      await limit.refund();
      continue;
    }
    const scope = { accountId: row.accountId, brandId: row.brandId };
    const [brand, table] = await Promise.all([
      findBrandInAccount(db, row.accountId, row.brandId),
      buildReportTable(db, scope, row.reportType as ReportType, now),
    ]);
    const brandName = brand?.name ?? 'your brand';
    await deliver({
      to: row.email,
      subject: `${REPORT_FREQUENCY_LABELS[row.frequency]} report: ${table.title} — ${brandName}`,
      text: renderReportText(table, brandName, now),
    });
    sent += 1;
  }
  return sent;
}
