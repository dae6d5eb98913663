import { DASHBOARD_MESSAGES } from '@bizamply/contracts';
import { RotateCw } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableTruncatedCell,
} from '@/components/ui/table';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useRecentTransactions } from '../api/get-recent-transactions';
import { transactionDisplay, type TransactionDisplayStatus } from '../lib/transaction-display';

const STATUS_BADGE: Record<
  TransactionDisplayStatus,
  { variant: 'sent' | 'pending' | 'error' | 'draft'; label: string }
> = {
  sent: { variant: 'sent', label: 'Sent' },
  refunded: { variant: 'draft', label: 'Refunded' },
  pending: { variant: 'pending', label: 'Pending' },
  failed: { variant: 'error', label: 'Failed' },
};

const TONE = { debit: 'text-error-foreground', credit: 'text-success-foreground', neutral: 'text-muted-foreground' };
const ROWS = 8;
/**
 * A phone has room for the message, the status and the credits: the date column folds under the message there
 * (shown, not announced twice: the column's cell stays in the accessibility tree, only visually hidden).
 */
const DATE_COLUMN = 'max-sm:sr-only';

/** Spec 2 Dashboard: at most 8 rows (Customer Message, Status, Date, Credits), Refresh and View All. */
export function RecentTransactionsCard() {
  const query = useRecentTransactions();
  const body = () => {
    if (query.isPending) {
      return Array.from({ length: ROWS }, (_, index) => (
        <TableRow key={index} aria-hidden="true">
          <TableCell colSpan={4}>
            <Skeleton className="h-5 w-full" />
          </TableCell>
        </TableRow>
      ));
    }
    if (query.isError) {
      const message =
        isApiError(query.error) && query.error.status !== 0
          ? query.error.message
          : DASHBOARD_MESSAGES.transactionsFailed;
      return (
        <TableRow>
          <TableCell colSpan={4} className="py-10 text-center text-sm text-error-foreground">
            {message}
          </TableCell>
        </TableRow>
      );
    }
    if (query.data.length === 0) {
      return (
        <TableRow>
          <TableCell colSpan={4} className="py-10 text-center text-sm text-muted-foreground">
            {DASHBOARD_MESSAGES.noRecentTransactions}
          </TableCell>
        </TableRow>
      );
    }
    return query.data.map((entry) => {
      const display = transactionDisplay(entry);
      const status = STATUS_BADGE[display.status];
      const date = formatDateTime(entry.createdAt);
      return (
        <TableRow key={entry._id}>
          <TableTruncatedCell
            text={display.message}
            below={
              <span
                aria-hidden="true"
                className="tabular block text-xs whitespace-nowrap text-muted-foreground sm:hidden"
              >
                {date}
              </span>
            }
            className="w-full"
          />
          <TableCell>
            <Badge variant={status.variant}>{status.label}</Badge>
          </TableCell>
          <TableCell className={cn(DATE_COLUMN, 'tabular text-xs whitespace-nowrap text-muted-foreground')}>
            {date}
          </TableCell>
          <TableCell numeric className={cn('font-medium whitespace-nowrap', TONE[display.tone])}>
            {display.credits}
          </TableCell>
        </TableRow>
      );
    });
  };

  return (
    <Card aria-labelledby="recent-transactions-title" className="flex h-full min-w-0 flex-col">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id="recent-transactions-title">{DASHBOARD_MESSAGES.recentTransactions}</CardTitle>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            aria-label={`${DASHBOARD_MESSAGES.refresh} transactions`}
          >
            <RotateCw aria-hidden="true" className={cn(query.isFetching && 'animate-spin')} />
            {DASHBOARD_MESSAGES.refresh}
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/transactions">{DASHBOARD_MESSAGES.viewAll}</Link>
          </Button>
        </div>
      </CardHeader>
      <div className="px-2 pb-2">
        <Table aria-labelledby="recent-transactions-title">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{DASHBOARD_MESSAGES.columnCustomerMessage}</TableHead>
              <TableHead>{DASHBOARD_MESSAGES.columnStatus}</TableHead>
              <TableHead className={DATE_COLUMN}>{DASHBOARD_MESSAGES.columnDate}</TableHead>
              <TableHead numeric>{DASHBOARD_MESSAGES.columnCredits}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>{body()}</TableBody>
        </Table>
      </div>
    </Card>
  );
}
