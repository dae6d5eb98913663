import { z } from 'zod';
import { PLATFORMS } from './platforms.ts';
import {
  activityCountsSchema,
  periodSchema,
  platformShareSchema,
  seriesPointSchema,
  statusBreakdownSchema,
} from './dashboard.ts';

/**
 * Product analytics: spec 2 "Product Analytics", §3 "Product analytics item", §5 name cleaning and
 * sentiment, §9 analytics constants. Computed by the server (the spec's client computed it); the query is
 * the dashboard's period query.
 */

export const ANALYTICS_LIMITS = {
  /** "top products capped at 15" */
  topProducts: 15,
  /** top-8 lists (Products, Engagement, Performance tabs) */
  list: 8,
  /** details table */
  table: 10,
  /** Top Performers, needs attention, Customer Engagement card */
  card: 5,
  /** days of the time series and the trend */
  seriesDays: 30,
  trendDays: 7,
  /** recentReviews and the Recent Activity card */
  recentDays: 7,
} as const;

/** Spec 2 §9: a top performer rates at least 4.5; needs attention is below 3.5 with more than 2 reviews. */
export const TOP_PERFORMER_MIN_RATING = 4.5;
export const NEEDS_ATTENTION_MAX_RATING = 3.5;
export const NEEDS_ATTENTION_MIN_REVIEWS = 3;

/**
 * Spec 2 §5: names containing one of these phrases (case-insensitive) are dropped from product analytics.
 * The spec does not list its phrases; these are the placeholders stores and review apps really produce.
 */
export const JUNK_PRODUCT_PHRASES = [
  'test product',
  'sample',
  'n/a',
  'default title',
  'do not use',
  'placeholder',
] as const;

/**
 * Spec 2 §5 sentiment: per review, each keyword present adds its weight. A keyword counts where a word
 * starts with it ("loved", "greatest", "poorly" count; "glove", "whatever" do not), in any letter case.
 */
export const SENTIMENT_KEYWORDS = [
  { word: 'love', weight: 2 },
  { word: 'great', weight: 2 },
  { word: 'excellent', weight: 2 },
  { word: 'good', weight: 1 },
  { word: 'nice', weight: 1 },
  { word: 'happy', weight: 1 },
  { word: 'bad', weight: -2 },
  { word: 'terrible', weight: -2 },
  { word: 'hate', weight: -2 },
  { word: 'poor', weight: -1 },
  { word: 'disappointed', weight: -1 },
] as const;

export const productAnalyticsItemSchema = z.object({
  /** Cleaned name (spec 2 §5): the group key, words capitalised. */
  name: z.string(),
  reviewCount: z.number().int(),
  /** Mean of numeric ratings, one decimal; null without ratings. */
  avgRating: z.number().nullable(),
  /** Items answered (sent + draft). */
  responseCount: z.number().int(),
  /** Hours, one decimal: sent items with 0 < hours < 168; null without any. */
  avgResponseTime: z.number().nullable(),
  platforms: z.array(z.enum(PLATFORMS)),
  /** Distinct customers: e-mail, else reviewer name, case-insensitive. */
  customers: z.number().int(),
  /** Reviews in the last 7 days of the period (the table's "this week" gain). */
  recentReviews: z.number().int(),
  /** Mean per-review sentiment (SENTIMENT_KEYWORDS), two decimals. */
  sentimentScore: z.number(),
});
export type ProductAnalyticsItem = z.infer<typeof productAnalyticsItemSchema>;

/** A card value with its real change against the previous period (relative %, one decimal; null = none). */
const card = z.object({ value: z.number().nullable(), change: z.number().nullable() });

export const productAnalyticsSchema = z.object({
  period: periodSchema,
  cards: z.object({
    /** Items in the period. */
    customerReviews: card,
    /** Response rate, %. */
    customerEngagement: card,
    /** Average response time, hours; `display` as minutes, hours or days, or 'N/A'. */
    responseSpeed: card.extend({ display: z.string() }),
    /** Average rating out of 5.0. */
    customerSatisfaction: card,
  }),
  overview: z.object({
    totalProducts: z.number().int(),
    topPerformers: z.number().int(),
    /** Mean of the products' average ratings, one decimal. */
    avgProductRating: z.number().nullable(),
    totalCustomers: z.number().int(),
  }),
  /** Top 15 by reviews (chart: first 10; table: first 10; Products tab list: first 8). */
  topProducts: z.array(productAnalyticsItemSchema),
  engagement: z.object({
    /** Top 8 by distinct customers (the Customer Engagement card shows the first 5). */
    byCustomers: z.array(productAnalyticsItemSchema),
    /** Top 8 by reviews in the last 7 days of the period. */
    byFrequency: z.array(productAnalyticsItemSchema),
  }),
  performance: z.object({
    /** The 8 most reviewed products with an average response time above 0. */
    responseTime: z.array(productAnalyticsItemSchema),
    /** The 8 most reviewed products with an average rating above 0. */
    rating: z.array(productAnalyticsItemSchema),
  }),
  /** Rating ≥ 4.5, best first, at most 5. */
  topPerformers: z.array(productAnalyticsItemSchema),
  /** Rating < 3.5 with more than 2 reviews, worst first, at most 5. */
  needsAttention: z.array(productAnalyticsItemSchema),
  platformDistribution: z.array(platformShareSchema),
  statusBreakdown: statusBreakdownSchema,
  /** The last 7 days of the period. */
  recentActivity: activityCountsSchema,
  /** Daily, the last 30 days of the period. */
  timeSeries: z.array(seriesPointSchema),
  /** Daily, the last 7 days of the period. */
  trend: z.array(seriesPointSchema),
});
export type ProductAnalytics = z.infer<typeof productAnalyticsSchema>;
export const productAnalyticsResponseSchema = z.object({ success: z.literal(true), data: productAnalyticsSchema });
