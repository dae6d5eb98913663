import {
  ANALYTICS_LIMITS,
  ANALYTICS_PAGE_MESSAGES as M,
  formatResponseHours,
  PLATFORM_LABELS,
} from '@bizamply/contracts';
import type { ProductAnalytics, ProductAnalyticsItem } from '@bizamply/contracts';
import { lazy, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { DeferredDrawing } from '@/components/ui/deferred-drawing';
import { Skeleton } from '@/components/ui/skeleton';
import { TabsContent } from '@/components/ui/tabs';
import { formatDecimal, formatNumber, formatPercent } from '@/lib/format';
import { AnalyticsKpis, OverviewStats } from './analytics-kpis';
import { RankedList, type RankedItem } from './ranked-list';

const PlatformDistributionChart = lazy(async () => ({
  default: (await import('./analytics-charts')).PlatformDistributionChart,
}));
const ReviewsOverTimeChart = lazy(async () => ({
  default: (await import('./analytics-charts')).ReviewsOverTimeChart,
}));

const top = (items: ProductAnalyticsItem[]) => items.slice(0, ANALYTICS_LIMITS.list);
const reviewsText = (count: number) => `${formatNumber(count)} ${count === 1 ? 'review' : 'reviews'}`;

/** A chart drawn for sighted users; `summary` (the numbers) is what screen readers get instead. */
function ChartFrame({ summary, height, children }: { summary: ReactNode; height: number; children: ReactNode }) {
  return (
    <figure>
      <div aria-hidden="true" style={{ minHeight: height }}>
        <DeferredDrawing fallback={<Skeleton style={{ height }} />}>{children}</DeferredDrawing>
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}

function OverviewTab({ data }: { data: ProductAnalytics | undefined }) {
  const points = data?.timeSeries ?? [];
  const total = points.reduce((sum, point) => sum + point.reviews, 0);
  return (
    <div className="flex flex-col gap-4">
      <AnalyticsKpis data={data} />
      <OverviewStats data={data} />
      <Card>
        <CardHeader>
          <CardTitle>{M.reviewsOverTime}</CardTitle>
          <CardDescription>Reviews received and answered per day</CardDescription>
        </CardHeader>
        <CardContent>
          {data ? (
            <ChartFrame
              height={220}
              summary={`${reviewsText(total)} in the last ${points.length} days. ${points
                .map((point) => `${point.date}: ${point.reviews} reviews, ${point.responses} responses`)
                .join('; ')}`}
            >
              <ReviewsOverTimeChart points={points} />
            </ChartFrame>
          ) : (
            <Skeleton className="h-[220px]" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function StatusBreakdown({ data }: { data: ProductAnalytics }) {
  const { sent, draft, pending } = data.statusBreakdown;
  const total = sent + draft + pending;
  const rows = [
    { label: M.sent, value: sent, tone: 'bg-success' },
    { label: M.draft, value: draft, tone: 'bg-draft' },
    { label: M.pending, value: pending, tone: 'bg-pending' },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        {rows.map((row) =>
          row.value > 0 ? (
            <div key={row.label} className={row.tone} style={{ width: `${(row.value / total) * 100}%` }} />
          ) : null,
        )}
      </div>
      <dl className="grid grid-cols-3 gap-3">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-col gap-0.5">
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <span className={`size-2 rounded-full ${row.tone}`} aria-hidden="true" />
              {row.label}
            </dt>
            <dd className="tabular text-lg font-semibold">
              {formatNumber(row.value)}
              <span className="ml-1 text-xs font-normal text-muted-foreground">
                {total > 0 ? formatPercent((row.value / total) * 100) : ''}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ProductsTab({ data }: { data: ProductAnalytics | undefined }) {
  const byReviews: RankedItem[] = top(data?.topProducts ?? []).map((product) => ({
    name: product.name,
    value: product.reviewCount,
    display: formatNumber(product.reviewCount),
  }));
  const shares = data?.platformDistribution ?? [];
  return (
    <div className="flex flex-col gap-4">
      <AnalyticsKpis data={data} />
      <div className="grid gap-4 lg:grid-cols-2">
        <RankedList title={M.topProductsByReviews} items={byReviews} empty={M.noProducts} />
        <div className="flex flex-col gap-4">
          <Card>
            <CardHeader>
              <CardTitle>{M.platformDistribution}</CardTitle>
              <CardDescription>Reviews per platform in this period</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              {!data ? (
                <Skeleton className="h-[120px]" />
              ) : shares.length === 0 ? (
                <p className="py-6 text-center text-sm text-muted-foreground">{M.noProducts}</p>
              ) : (
                <>
                  <ChartFrame
                    height={Math.max(120, shares.length * 44)}
                    summary={shares.map((share) => `${PLATFORM_LABELS[share.platform]}: ${share.count}`).join(', ')}
                  >
                    <PlatformDistributionChart shares={shares} />
                  </ChartFrame>
                  <ul aria-label={M.platformDistribution} className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
                    {shares.map((share) => (
                      <li key={share.platform} className="flex items-center gap-2">
                        <PlatformIcon platform={share.platform} size="sm" />
                        <span className="tabular font-medium">{formatNumber(share.count)}</span>
                        <span className="tabular text-xs text-muted-foreground">{formatPercent(share.percentage)}</span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{M.responseStatus}</CardTitle>
            </CardHeader>
            <CardContent>{data ? <StatusBreakdown data={data} /> : <Skeleton className="h-16" />}</CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}

function EngagementTab({ data }: { data: ProductAnalytics | undefined }) {
  const byCustomers = top(data?.engagement.byCustomers ?? []).map((product) => ({
    name: product.name,
    value: product.customers,
    display: formatNumber(product.customers),
    hint: product.customers === 1 ? 'customer' : 'customers',
  }));
  const byFrequency = top(data?.engagement.byFrequency ?? []).map((product) => ({
    name: product.name,
    value: product.recentReviews,
    display: formatNumber(product.recentReviews),
    hint: 'in 7 days',
  }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RankedList
        title={M.byCustomers}
        description="Distinct customers who reviewed"
        items={byCustomers}
        empty={M.noProducts}
      />
      <RankedList
        title={M.byFrequency}
        description="Reviews in the last 7 days of the period"
        items={byFrequency.filter((item) => item.value > 0)}
        empty={M.noProducts}
        tone="bg-draft"
      />
    </div>
  );
}

function PerformanceTab({ data }: { data: ProductAnalytics | undefined }) {
  const responseTime = top(data?.performance.responseTime ?? [])
    .filter((product) => (product.avgResponseTime ?? 0) > 0)
    .map((product) => ({
      name: product.name,
      value: product.avgResponseTime ?? 0,
      display: formatResponseHours(product.avgResponseTime),
    }));
  const rating = top(data?.performance.rating ?? [])
    .filter((product) => (product.avgRating ?? 0) > 0)
    .map((product) => ({
      name: product.name,
      value: product.avgRating ?? 0,
      display: formatDecimal(product.avgRating ?? 0),
      hint: '/ 5.0',
    }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RankedList
        title={M.responseTimeByProduct}
        description="Average time to a sent reply; shorter is better"
        items={responseTime}
        empty={M.noProducts}
        tone="bg-warning"
      />
      <RankedList
        title={M.ratingByProduct}
        description="Average star rating"
        items={rating}
        empty={M.noProducts}
        tone="bg-success"
      />
    </div>
  );
}

/** The four tab panels (the Tabs root and list live in the page). */
export function AnalyticsTabPanels({ data }: { data: ProductAnalytics | undefined }) {
  return (
    <>
      <TabsContent value="overview">
        <OverviewTab data={data} />
      </TabsContent>
      <TabsContent value="products">
        <ProductsTab data={data} />
      </TabsContent>
      <TabsContent value="engagement">
        <EngagementTab data={data} />
      </TabsContent>
      <TabsContent value="performance">
        <PerformanceTab data={data} />
      </TabsContent>
    </>
  );
}
