import { AUDIT_ACTION_LABELS, AUTOMATION_MESSAGES, AUTOMATION_RESULT_LABELS } from '@bizamply/contracts';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime, formatNumber } from '@/lib/format';
import { ACTIVITY_PAGE_SIZE, useActivity } from '../api/activity';

const RESULT_BADGES = { done: 'success', queued: 'draft', skipped: 'neutral', failed: 'error' } as const;

/** The Rules activity list: every automatic action with its rule, item, result and credits. */
export function ActivityPanel({ brandId }: { brandId: string }) {
  const [page, setPage] = useState(1);
  const activity = useActivity(brandId, page);
  if (activity.isPending) return <Skeleton className="h-48" />;
  if (activity.isError) {
    return (
      <Alert variant="error" onRetry={() => void activity.refetch()}>
        {AUTOMATION_MESSAGES.loadFailed}
      </Alert>
    );
  }
  const { entries, pagination } = activity.data;
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<History aria-hidden="true" />}
        title={AUTOMATION_MESSAGES.activityEmpty}
        description={AUTOMATION_MESSAGES.activityEmptyHint}
      />
    );
  }
  return (
    <div className="flex flex-col">
      <Table aria-label={AUTOMATION_MESSAGES.tabActivity} aria-busy={activity.isPlaceholderData}>
        <TableHeader>
          <TableRow>
            <TableHead>When</TableHead>
            <TableHead>Rule</TableHead>
            <TableHead>Item</TableHead>
            <TableHead>Action</TableHead>
            <TableHead>Result</TableHead>
            <TableHead numeric>Credits</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell className="whitespace-nowrap text-xs text-muted-foreground">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </TableCell>
              <TableCell className="text-sm">{entry.ruleName ?? AUTOMATION_MESSAGES.builtInHold}</TableCell>
              <TableCell className="max-w-72">
                <span className="flex items-center gap-1.5">
                  <PlatformIcon platform={entry.platform} size="sm" withLabel={false} />
                  <span className="truncate text-sm" title={entry.excerpt}>
                    {entry.excerpt}
                  </span>
                </span>
              </TableCell>
              <TableCell className="text-sm whitespace-nowrap">{AUDIT_ACTION_LABELS[entry.action]}</TableCell>
              <TableCell>
                <span className="flex flex-col items-start gap-0.5">
                  <Badge variant={RESULT_BADGES[entry.result]}>{AUTOMATION_RESULT_LABELS[entry.result]}</Badge>
                  {entry.detail ? (
                    <span className="max-w-64 truncate text-xs text-muted-foreground" title={entry.detail}>
                      {entry.detail}
                    </span>
                  ) : null}
                </span>
              </TableCell>
              <TableCell numeric>{formatNumber(entry.credits)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pagination
        page={page}
        pageSize={ACTIVITY_PAGE_SIZE}
        total={pagination.totalCount}
        onPageChange={setPage}
        className="border-t border-border px-4 py-3"
      />
    </div>
  );
}
