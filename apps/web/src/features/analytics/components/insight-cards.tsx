import { ANALYTICS_LIMITS, ANALYTICS_PAGE_MESSAGES as M, sentimentLabel } from '@bizamply/contracts';
import type { ProductAnalytics, ProductAnalyticsItem } from '@bizamply/contracts';
import {
  CircleAlert,
  MessageSquarePlus,
  Send,
  Smile,
  Sparkles,
  Star,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDecimal, formatNumber } from '@/lib/format';

function InsightCard({
  title,
  description,
  icon: Icon,
  loading,
  children,
  className,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  loading: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('flex flex-col', className)}>
      <CardHeader className="flex-row items-start gap-3">
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-subtle text-primary-subtle-foreground">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <div className="flex flex-col gap-0.5">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        {loading ? (
          <div className="flex flex-col gap-2">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-5" />
            ))}
          </div>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

function ProductLines({
  products,
  empty,
  value,
  label,
  columns = 1,
}: {
  products: ProductAnalyticsItem[];
  empty: string;
  value: (product: ProductAnalyticsItem) => ReactNode;
  label: string;
  columns?: 1 | 2;
}) {
  if (products.length === 0) return <p className="py-4 text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul
      aria-label={label}
      className={cn(
        'flex flex-col divide-y divide-border',
        columns === 2 && 'md:grid md:grid-flow-col md:grid-cols-2 md:grid-rows-4 md:gap-x-8 md:divide-y-0',
      )}
    >
      {products.map((product) => (
        <li
          key={product.name}
          className={cn(
            'flex items-center justify-between gap-3 py-2 text-sm first:pt-0 last:pb-0',
            columns === 2 && 'md:border-b md:border-border md:py-2 md:first:pt-2 md:last:pb-2',
          )}
        >
          <span className="truncate" title={product.name}>
            {product.name}
          </span>
          <span className="tabular shrink-0 font-medium">{value(product)}</span>
        </li>
      ))}
    </ul>
  );
}

const rating = (product: ProductAnalyticsItem) => (
  <span className="inline-flex items-center gap-1">
    <Star aria-hidden="true" className="size-3.5 fill-pending text-pending" />
    {product.avgRating === null ? 'N/A' : formatDecimal(product.avgRating)}
  </span>
);

const SENTIMENT_TONE: Record<string, string> = {
  [M.sentimentPositive]: 'text-success-foreground',
  [M.sentimentNeutral]: 'text-muted-foreground',
  [M.sentimentNegative]: 'text-error-foreground',
};

const sentiment = (product: ProductAnalyticsItem) => {
  const label = sentimentLabel(product.sentimentScore);
  return (
    <span className={cn('inline-flex items-center gap-2', SENTIMENT_TONE[label])}>
      {label}
      <span className="text-xs text-muted-foreground">{formatDecimal(product.sentimentScore)}</span>
    </span>
  );
};

/** Top Performers, Customer Engagement, Recent Activity and Needs Attention (spec 2, under the table). */
export function InsightCards({ data }: { data: ProductAnalytics | undefined }) {
  const loading = !data;
  const activity = data?.recentActivity;
  const activityRows = [
    { label: M.newReviews, value: activity?.newReviews ?? 0, icon: MessageSquarePlus },
    { label: M.responsesGenerated, value: activity?.responsesGenerated ?? 0, icon: Sparkles },
    { label: M.responsesSent, value: activity?.responsesSent ?? 0, icon: Send },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InsightCard title={M.topPerformers} description="Rated 4.5 or higher" icon={Trophy} loading={loading}>
        <ProductLines
          label={M.topPerformers}
          products={(data?.topPerformers ?? []).slice(0, ANALYTICS_LIMITS.card)}
          empty={M.noTopPerformers}
          value={rating}
        />
      </InsightCard>
      <InsightCard title={M.customerEngagement} description="Most distinct customers" icon={Users} loading={loading}>
        <ProductLines
          label={M.customerEngagement}
          products={(data?.engagement.byCustomers ?? []).slice(0, ANALYTICS_LIMITS.card)}
          empty={M.noProducts}
          value={(product) => formatNumber(product.customers)}
        />
      </InsightCard>
      <InsightCard title={M.recentActivity} description="Last 7 days" icon={Sparkles} loading={loading}>
        <dl className="flex flex-col divide-y divide-border">
          {activityRows.map(({ label, value, icon: Icon }) => (
            <div key={label} className="flex items-center justify-between gap-3 py-2 text-sm first:pt-0 last:pb-0">
              <dt className="flex items-center gap-2 text-muted-foreground">
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </dt>
              <dd className="tabular font-semibold">{formatNumber(value)}</dd>
            </div>
          ))}
        </dl>
      </InsightCard>
      <InsightCard
        title={M.needsAttention}
        description="Rated below 3.5 with more than 2 reviews"
        icon={CircleAlert}
        loading={loading}
      >
        <ProductLines
          label={M.needsAttention}
          products={(data?.needsAttention ?? []).slice(0, ANALYTICS_LIMITS.card)}
          empty={M.noNeedsAttention}
          value={rating}
        />
      </InsightCard>
      <InsightCard
        title={M.sentimentAnalysis}
        description={M.sentimentHint}
        icon={Smile}
        loading={loading}
        className="md:col-span-2"
      >
        <ProductLines
          columns={2}
          label={M.sentimentAnalysis}
          products={(data?.topProducts ?? []).slice(0, ANALYTICS_LIMITS.list)}
          empty={M.noProducts}
          value={sentiment}
        />
      </InsightCard>
    </div>
  );
}
