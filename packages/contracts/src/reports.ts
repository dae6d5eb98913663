import { z } from 'zod';

/**
 * Reports: spec 3 "Reports (/reports)", §3 "Report". The spec's page is a static sample; ours computes each
 * report from the selected brand's data (last 30 days), downloads it as CSV and e-mails it on a schedule,
 * keeping the page's structure and texts (docs/spec-deviations.md).
 */

export const REPORT_CATEGORIES = ['finance', 'marketing', 'product', 'customer'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];
/** The category select: all, finance, marketing, product, customer. */
export const REPORT_CATEGORY_FILTERS = ['all', ...REPORT_CATEGORIES] as const;
export const REPORT_CHART_TYPES = ['bar', 'line', 'pie'] as const;
export const REPORT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
export const REPORT_FREQUENCY_LABELS: Record<ReportFrequency, string> = { weekly: 'Weekly', monthly: 'Monthly' };

export const REPORT_TYPES = [
  'review-summary',
  'response-performance',
  'platform-breakdown',
  'product-sentiment',
  'credit-usage',
  'review-volume',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Every report covers the last 30 days. */
export const REPORT_WINDOW_DAYS = 30;

export const REPORT_CATALOG: Record<
  ReportType,
  { title: string; description: string; category: ReportCategory; chartType: (typeof REPORT_CHART_TYPES)[number] }
> = {
  'review-summary': {
    title: 'Review Summary',
    description: 'Reviews, average rating, rating distribution and reply status for the last 30 days.',
    category: 'customer',
    chartType: 'bar',
  },
  'response-performance': {
    title: 'Response Performance',
    description: 'Response rate and response times, day by day.',
    category: 'customer',
    chartType: 'line',
  },
  'platform-breakdown': {
    title: 'Platform Breakdown',
    description: 'Where customers talk about the brand: items per platform and their share.',
    category: 'marketing',
    chartType: 'pie',
  },
  'review-volume': {
    title: 'Review Volume Trend',
    description: 'New reviews and comments per day, with the answers they received.',
    category: 'marketing',
    chartType: 'line',
  },
  'product-sentiment': {
    title: 'Product Sentiment',
    description: 'Most reviewed products with rating, sentiment score and response time.',
    category: 'product',
    chartType: 'bar',
  },
  'credit-usage': {
    title: 'Credit Usage',
    description: 'Credits spent and added: every ledger entry of the last 30 days.',
    category: 'finance',
    chartType: 'line',
  },
};

export const REPORT_MESSAGES = {
  title: 'Reports',
  totalReports: 'Total Reports',
  scheduled: 'Scheduled',
  downloads: 'Downloads',
  searchPlaceholder: 'Search reports...',
  filter: 'Filter',
  newReport: 'New Report',
  download: 'Download',
  generated: 'Generated',
  onDemand: 'On demand',
  noResults: 'No reports match your search.',
  loadFailed: 'Failed to load reports',
  downloadFailed: 'Failed to download the report. Please try again.',
  scheduleSaved: 'Report scheduled. The first one is on its way to your inbox.',
  scheduleFailed: 'Failed to schedule the report',
  scheduleRemoved: 'Scheduled report removed',
  emailInvalid: 'Please enter a valid email address',
  // issue 13 §4: report e-mails are not a mail relay
  recipientNotAllowed: 'Reports can only be sent to verified email addresses of users in your account.',
  tooManySchedules: 'A brand can have at most 10 scheduled reports. Remove one to add another.',
  dailyLimitReached: 'Your account has reached its limit of 50 report emails for today. Please try again tomorrow.',
  sendTo: 'Send to',
  recipientsHint: 'Reports go to verified email addresses of your account only.',
  noRecipients: 'Verify your email address to schedule reports.',
} as const;

/** Issue 13 §4: at most 10 schedules per brand, at most 50 report e-mails per account in any 24 hours. */
export const REPORT_LIMITS = {
  schedulesPerBrand: 10,
  mailsPerAccountPerDay: 50,
} as const;

const cell = z.union([z.string(), z.number(), z.null()]);

export const reportSummarySchema = z.object({
  type: z.enum(REPORT_TYPES),
  title: z.string(),
  description: z.string(),
  category: z.enum(REPORT_CATEGORIES),
  chartType: z.enum(REPORT_CHART_TYPES),
  /** ISO time the figures were computed (reports are computed on request). */
  lastUpdated: z.string(),
  /** The schedule's label ('Weekly', 'Monthly') or null when it is not e-mailed. */
  schedule: z.string().nullable(),
  status: z.literal('Generated'),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const reportScheduleSchema = z.object({
  id: z.string(),
  reportType: z.enum(REPORT_TYPES),
  frequency: z.enum(REPORT_FREQUENCIES),
  email: z.string(),
  nextRunAt: z.string(),
  lastSentAt: z.string().nullable(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

/** GET /api/reports */
export const reportsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    counters: z.object({
      total: z.number().int(),
      /** Schedules created in the last 30 days (the spec's '+3'). */
      newThisMonth: z.number().int(),
      scheduled: z.number().int(),
      downloads: z.number().int(),
    }),
    reports: z.array(reportSummarySchema),
    schedules: z.array(reportScheduleSchema),
    /** Who may receive this account's reports: its users' verified addresses (issue 13 §4). */
    recipients: z.array(z.string()),
  }),
});
export type ReportsData = z.infer<typeof reportsResponseSchema>['data'];

export const reportTypeParamsSchema = z.object({ type: z.enum(REPORT_TYPES) });

/** POST /api/reports/{type}/download: the table the browser saves as CSV (and counts a download). */
export const reportTableSchema = z.object({
  type: z.enum(REPORT_TYPES),
  title: z.string(),
  fileName: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(cell)),
});
export type ReportTable = z.infer<typeof reportTableSchema>;
export const reportDownloadResponseSchema = z.object({ success: z.literal(true), data: reportTableSchema });

/** POST /api/reports/schedules (New Report) */
export const reportScheduleCreateSchema = z.object({
  reportType: z.enum(REPORT_TYPES),
  frequency: z.enum(REPORT_FREQUENCIES),
  email: z.string().trim().max(320).pipe(z.email(REPORT_MESSAGES.emailInvalid)),
});
export type ReportScheduleCreate = z.infer<typeof reportScheduleCreateSchema>;
export const reportScheduleResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: reportScheduleSchema,
});
export const reportScheduleIdParamsSchema = z.object({ id: z.uuid() });
export const reportScheduleDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string() });
