import { DASHBOARD_MESSAGES, type ActivityItem, type ActivityType } from '@bizamply/contracts';
import { ChevronDown, MessageSquarePlus, Send, Sparkles, Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/format';
import { useRecentActivity } from '../api/get-recent-activity';

const TYPE_MARKS: Record<ActivityType, { icon: ReactNode; tone: string }> = {
  new_review: {
    icon: <MessageSquarePlus aria-hidden="true" />,
    tone: 'bg-primary-subtle text-primary-subtle-foreground',
  },
  response_generated: { icon: <Sparkles aria-hidden="true" />, tone: 'bg-draft-subtle text-draft-foreground' },
  response_sent: { icon: <Send aria-hidden="true" />, tone: 'bg-success-subtle text-success-foreground' },
};

const ROW_HEIGHT = 'min-h-[60px]';

function ActivityRow({ item }: { item: ActivityItem }) {
  const [open, setOpen] = useState(false);
  const mark = TYPE_MARKS[item.type];
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
        className={cn(
          'flex w-full items-start gap-3 rounded-md px-2 py-2 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
          ROW_HEIGHT,
        )}
      >
        <span
          className={cn(
            'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full [&_svg]:size-4',
            mark.tone,
          )}
        >
          {mark.icon}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-center justify-between gap-2">
            <span className="truncate text-sm font-medium">{item.title}</span>
            <span className="shrink-0 text-xs text-muted-foreground">{formatRelativeTime(item.time)}</span>
          </span>
          <span className={cn('text-xs text-muted-foreground', !open && 'truncate')}>{item.description}</span>
          {open ? (
            <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
              <PlatformIcon platform={item.platform} size="sm" />
              {item.reviewerName ? <span className="text-muted-foreground">{item.reviewerName}</span> : null}
              {item.productName ? <span className="text-muted-foreground">{item.productName}</span> : null}
              {item.rating !== null ? (
                <span className="tabular inline-flex items-center gap-0.5 text-muted-foreground">
                  <Star aria-hidden="true" className="size-3 fill-pending text-pending" />
                  {item.rating}
                  <span className="sr-only"> out of 5</span>
                </span>
              ) : null}
            </span>
          ) : null}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('mt-2 size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
        />
      </button>
    </li>
  );
}

/** Spec 2 Dashboard: at most 6 items; an item expands to show its platform; View All goes to /inbox. */
export function RecentActivityCard() {
  const query = useRecentActivity();
  return (
    <Card aria-labelledby="recent-activity-title" className="flex h-full min-w-0 flex-col">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id="recent-activity-title">{DASHBOARD_MESSAGES.recentActivity}</CardTitle>
        <Button asChild variant="ghost" size="sm">
          <Link to="/inbox">{DASHBOARD_MESSAGES.viewAll}</Link>
        </Button>
      </CardHeader>
      <CardContent className="flex-1">
        {query.isPending ? (
          <ul aria-hidden="true" className="flex flex-col gap-1">
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index} className={cn('flex items-start gap-3 px-2 py-2', ROW_HEIGHT)}>
                <Skeleton className="size-8 rounded-full" />
                <span className="flex flex-1 flex-col gap-2 pt-1">
                  <Skeleton className="h-3.5 w-1/2" />
                  <Skeleton className="h-3 w-4/5" />
                </span>
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <Alert onRetry={() => void query.refetch()}>
            {isApiError(query.error) && query.error.status !== 0
              ? query.error.message
              : DASHBOARD_MESSAGES.activitiesFailed}
          </Alert>
        ) : query.data.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">{DASHBOARD_MESSAGES.noRecentActivity}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {query.data.map((item) => (
              <ActivityRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
