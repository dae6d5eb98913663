import { z } from 'zod';
import { INSIGHT_MESSAGES } from './messages.ts';
import { PLATFORMS } from './platforms.ts';
import { COMMENT_STATUSES } from './inbox.ts';

/**
 * Dashboard statistics: spec 2 "Dashboard", §3 "Dashboard stats", §7 dashboard calls, §9 constants. Every
 * call is brand-scoped through X-Brand-Id. The period schema is shared with product analytics.
 */

export const TIME_RANGES = ['24h', '7d', '30d', '90d', 'all'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
/** Spec 2 §9: the dashboard opens on the last 7 days. */
export const DEFAULT_TIME_RANGE: TimeRange = '7d';
/** Rolling windows ending now; 'all' has no lower bound. */
export const TIME_RANGE_HOURS: Record<Exclude<TimeRange, 'all'>, number> = {
  '24h': 24,
  '7d': 7 * 24,
  '30d': 30 * 24,
  '90d': 90 * 24,
};
export const MAX_RANGE_DAYS = 5 * 366;
/** Series buckets: hourly up to 2 days, daily up to 92 days, weekly up to 2 years, then monthly. */
export const GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2}))?$/;
export const isDateOnly = (value: string) => value.length === 10;

/** ISO 8601 with a real calendar day (Date.parse alone turns 2026-02-30 into March 2). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isoDate = (field: string) =>
  z
    .string()
    .max(40, `${field} ${INSIGHT_MESSAGES.dateInvalid}`)
    .refine(isIsoDate, `${field} ${INSIGHT_MESSAGES.dateInvalid}`)
    .optional();

/** An IANA zone name (not an offset such as +05:00, which PostgreSQL reads with the opposite sign). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * A period: a preset (`timeRange`, default 7d) or a custom `startDate`–`endDate` (a date-only endDate covers
 * that whole day; a date-time endDate is inclusive). `tz` names the time zone of the series' day buckets.
 */
export const periodQuerySchema = z
  .object({
    timeRange: z.enum(TIME_RANGES, { error: INSIGHT_MESSAGES.timeRangeInvalid }).optional(),
    startDate: isoDate('startDate'),
    endDate: isoDate('endDate'),
    tz: z
      .string()
      .max(64, INSIGHT_MESSAGES.timeZoneInvalid)
      .refine(isTimeZone, INSIGHT_MESSAGES.timeZoneInvalid)
      .optional(),
  })
  .strict()
  .superRefine((value, context) => {
    const hasStart = value.startDate !== undefined;
    const hasEnd = value.endDate !== undefined;
    if (hasStart !== hasEnd) {
      context.addIssue({
        code: 'custom',
        path: [hasStart ? 'endDate' : 'startDate'],
        message: INSIGHT_MESSAGES.datesTogether,
      });
      return;
    }
    if (!value.startDate || !value.endDate) return;
    if (value.timeRange) {
      context.addIssue({ code: 'custom', path: ['timeRange'], message: INSIGHT_MESSAGES.rangeOrDates });
      return;
    }
    const start = Date.parse(value.startDate);
    const end = Date.parse(value.endDate);
    if (end < start) context.addIssue({ code: 'custom', path: ['endDate'], message: INSIGHT_MESSAGES.endBeforeStart });
    else if (end - start > MAX_RANGE_DAYS * 24 * 60 * 60 * 1000)
      context.addIssue({ code: 'custom', path: ['endDate'], message: INSIGHT_MESSAGES.rangeTooLong });
  });
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

/** The window the figures cover (ISO instants, `to` exclusive) and the equally long one before it. */
export const periodSchema = z.object({
  timeRange: z.enum([...TIME_RANGES, 'custom']),
  /** null for 'all' (no lower bound). */
  from: z.string().nullable(),
  to: z.string(),
  /** The comparison window; null for 'all', which has nothing before it. */
  previousFrom: z.string().nullable(),
  previousTo: z.string().nullable(),
  granularity: z.enum(GRANULARITIES),
  timeZone: z.string(),
});
export type Period = z.infer<typeof periodSchema>;

export const RESPONSE_TIME_BUCKETS = ['<1h', '1-6h', '6-24h', '1-3d', '3-7d'] as const;
export type ResponseTimeBucket = (typeof RESPONSE_TIME_BUCKETS)[number];

export const platformShareSchema = z.object({
  platform: z.enum(PLATFORMS),
  count: z.number().int(),
  /** Share of the period's items, one decimal. */
  percentage: z.number(),
});
export type PlatformShare = z.infer<typeof platformShareSchema>;

/**
 * pending is the unanswered items (the Inbox tab); the Spam tab's items (pending, flagged) are `spam`, apart:
 * sent + draft + pending + spam = every item (docs/spec-deviations.md).
 */
export const statusBreakdownSchema = z.object({
  sent: z.number().int(),
  draft: z.number().int(),
  pending: z.number().int(),
  spam: z.number().int(),
});

export const activityCountsSchema = z.object({
  /** Items posted in the window. */
  newReviews: z.number().int(),
  /** Of those, items with a reply drafted (draft or sent). */
  responsesGenerated: z.number().int(),
  /** Of those, items whose reply was sent. */
  responsesSent: z.number().int(),
});

export const seriesPointSchema = z.object({
  /** Bucket start in `period.timeZone`: YYYY-MM-DD (day, week, month) or YYYY-MM-DDTHH:00 (hour). */
  date: z.string(),
  reviews: z.number().int(),
  /** Items of the bucket answered (sent + draft). */
  responses: z.number().int(),
  responseRate: z.number().nullable(),
  avgRating: z.number().nullable(),
  avgResponseTimeHours: z.number().nullable(),
});
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

/**
 * GET /api/dashboard/stats. Changes are relative percentages against the previous period of the same length,
 * one decimal; null when there is nothing to compare with. Averages are null without data (the client shows
 * its own fallbacks: 4.8 and 4.2h in the spec).
 */
export const dashboardStatsSchema = z.object({
  period: periodSchema,
  totalReviews: z.number().int(),
  totalReviewsChange: z.number().nullable(),
  /** (sent + draft) / total × 100, one decimal; null without items. */
  responseRate: z.number().nullable(),
  responseRateChange: z.number().nullable(),
  /** Mean of numeric ratings, one decimal. */
  avgRating: z.number().nullable(),
  avgRatingChange: z.number().nullable(),
  /** Display text: minutes, hours or days, or 'N/A'. */
  avgResponseTime: z.string(),
  /** Mean over sent items with 0 < hours < 168, one decimal. */
  avgResponseTimeHours: z.number().nullable(),
  avgResponseTimeChange: z.number().nullable(),
  recentActivity: activityCountsSchema,
  platformBreakdown: z.array(platformShareSchema),
  statusBreakdown: statusBreakdownSchema,
  /** Ratings rounded half up to 1..5. */
  ratingDistribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  /** Sent items with 0 < hours < 168, by response time. */
  responseTimeBreakdown: z.array(z.object({ bucket: z.enum(RESPONSE_TIME_BUCKETS), count: z.number().int() })),
  timeSeries: z.array(seriesPointSchema),
  totalCredits: z.number().int(),
  usedCredits: z.number().int(),
  availableCredits: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
/** Both spec readings ("data.data" through the HTTP client, "success, data, error") meet here: body.data. */
export const dashboardStatsResponseSchema = z.object({ success: z.literal(true), data: dashboardStatsSchema });

export const ACTIVITY_LIMIT_DEFAULT = 10;
export const ACTIVITY_LIMIT_MAX = 50;
export const activityQuerySchema = z
  .object({
    limit: z.coerce
      .number({ error: INSIGHT_MESSAGES.activityLimitInvalid })
      .int(INSIGHT_MESSAGES.activityLimitInvalid)
      .min(1, INSIGHT_MESSAGES.activityLimitInvalid)
      .max(ACTIVITY_LIMIT_MAX, INSIGHT_MESSAGES.activityLimitInvalid)
      .default(ACTIVITY_LIMIT_DEFAULT),
  })
  .strict();

export const ACTIVITY_TYPES = ['new_review', 'response_generated', 'response_sent'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const activityItemSchema = z.object({
  /** `{type}:{commentId}`: stable across refreshes. */
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  /** The customer's text, cut at 50 characters (spec 2 §9). */
  description: z.string(),
  platform: z.enum(PLATFORMS),
  /** ISO time of the event. */
  time: z.string(),
  commentId: z.string(),
  status: z.enum(COMMENT_STATUSES),
  rating: z.number().nullable(),
  reviewerName: z.string().nullable(),
  productName: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const activityResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ activities: z.array(activityItemSchema) }),
});

/** Spec 2 Dashboard: up to 8 products in the review volume chart. */
export const PRODUCT_VOLUME_LIMIT = 8;
export const productVolumeSchema = z.object({
  /** One of the group's product ids (null when the items carry none). */
  productId: z.string().nullable(),
  /** The cleaned product name (spec 2 §5). */
  name: z.string(),
  count: z.number().int(),
});
export const productVolumeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ period: periodSchema, products: z.array(productVolumeSchema) }),
});
