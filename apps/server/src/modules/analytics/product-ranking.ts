import {
  ANALYTICS_LIMITS,
  NEEDS_ATTENTION_MAX_RATING,
  NEEDS_ATTENTION_MIN_REVIEWS,
  PLATFORMS,
  TOP_PERFORMER_MIN_RATING,
  type ProductAnalyticsItem,
} from '@bizamply/contracts';
import { mean, roundOrNull } from './metrics.ts';
import { productDisplayName } from './product-name.ts';
import type { ProductGroupRow } from './analytics.queries.ts';

export interface RankedProduct extends ProductAnalyticsItem {
  key: string;
  titles: string[];
}

export function toProduct(row: ProductGroupRow & { key: string }): RankedProduct {
  return {
    key: row.key,
    titles: row.titles ?? [],
    name: productDisplayName(row.key),
    reviewCount: row.reviews,
    avgRating: roundOrNull(mean(row.ratingSum, row.ratingCount)),
    responseCount: row.draft + row.sent,
    avgResponseTime: roundOrNull(mean(row.hoursSum, row.hoursCount)),
    platforms: PLATFORMS.filter((_, index) => (row.platforms[index] ?? 0) > 0),
    customers: row.customers,
    recentReviews: row.recent,
    sentimentScore: 0,
  };
}

type Order = (a: RankedProduct, b: RankedProduct) => number;
const byName: Order = (a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const desc =
  (pick: (product: RankedProduct) => number): Order =>
  (a, b) =>
    pick(b) - pick(a);
const then =
  (...orders: Order[]): Order =>
  (a, b) => {
    for (const order of orders) {
      const result = order(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };

const rating = (product: RankedProduct) => product.avgRating ?? 0;
const mostReviewed = then(
  desc((product) => product.reviewCount),
  byName,
);
const top = (products: RankedProduct[], keep: (product: RankedProduct) => boolean, order: Order, limit: number) =>
  products.filter(keep).sort(order).slice(0, limit);

/** Spec 2 §9: a top performer rates at least 4.5 (as shown, one decimal). */
export const isTopPerformer = (product: ProductAnalyticsItem) =>
  product.avgRating !== null && product.avgRating >= TOP_PERFORMER_MIN_RATING;
/** Spec 2 §9: needs attention rates below 3.5 with more than 2 reviews. */
export const needsAttention = (product: ProductAnalyticsItem) =>
  product.avgRating !== null &&
  product.avgRating < NEEDS_ATTENTION_MAX_RATING &&
  product.reviewCount >= NEEDS_ATTENTION_MIN_REVIEWS;

/**
 * Every list of the analytics page (spec 2 Product Analytics, §9), from all of the period's products or from
 * any set holding each list's first products with their ties (findProductGroups' candidates): the same lists.
 */
export function rankProducts(products: RankedProduct[]) {
  const { topProducts, list, card } = ANALYTICS_LIMITS;
  return {
    topProducts: top(products, () => true, mostReviewed, topProducts),
    engagement: {
      byCustomers: top(
        products,
        () => true,
        then(
          desc((p) => p.customers),
          mostReviewed,
        ),
        list,
      ),
      byFrequency: top(
        products,
        (p) => p.recentReviews > 0,
        then(
          desc((p) => p.recentReviews),
          mostReviewed,
        ),
        list,
      ),
    },
    performance: {
      responseTime: top(products, (p) => (p.avgResponseTime ?? 0) > 0, mostReviewed, list),
      rating: top(products, (p) => rating(p) > 0, mostReviewed, list),
    },
    topPerformers: top(products, isTopPerformer, then(desc(rating), mostReviewed), card),
    needsAttention: top(
      products,
      needsAttention,
      then((a, b) => rating(a) - rating(b), mostReviewed),
      card,
    ),
  };
}

/** The products any list shows: the only ones whose sentiment is computed. */
export function shownProducts(ranked: ReturnType<typeof rankProducts>): RankedProduct[] {
  const lists = [
    ranked.topProducts,
    ranked.engagement.byCustomers,
    ranked.engagement.byFrequency,
    ranked.performance.responseTime,
    ranked.performance.rating,
    ranked.topPerformers,
    ranked.needsAttention,
  ];
  return [...new Set(lists.flat())];
}
