import {
  CREDIT_MESSAGES,
  fillMessage,
  TRANSACTIONS_PAGE_MESSAGES as T,
  type CreditTransaction,
} from '@bizamply/contracts';
import { Eye } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDate, formatTime } from '@/lib/format';
import {
  brandCell,
  capitalize,
  creditsDisplay,
  messagePreview,
  shortId,
  STATUS_VARIANT,
  TYPE_VARIANT,
} from '../lib/transaction-format';
import { TransactionPlatform } from './transaction-platform';

const COLUMNS = 9;

export const CREDITS_TONE = {
  used: 'text-error-foreground',
  added: 'text-success-foreground',
  none: 'text-muted-foreground',
} as const;

interface TransactionsTableProps {
  transactions: CreditTransaction[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onView: (transaction: CreditTransaction) => void;
}

function Row({ transaction, onView }: { transaction: CreditTransaction; onView: () => void }) {
  const brand = brandCell(transaction);
  const credits = creditsDisplay(transaction);
  const preview = messagePreview(transaction);
  return (
    <TableRow>
      <TableCell className="pl-4 font-mono text-xs" title={transaction._id}>
        {shortId(transaction._id)}
      </TableCell>
      <TableCell>
        <div className="flex flex-col">
          <span className="whitespace-nowrap">{brand.name}</span>
          <span className="font-mono text-xs text-muted-foreground">{brand.id}</span>
        </div>
      </TableCell>
      <TableCell>
        <Badge variant={TYPE_VARIANT[transaction.type]}>{capitalize(transaction.type)}</Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <TransactionPlatform platform={transaction.platform} />
      </TableCell>
      <TableCell numeric className={cn('font-medium whitespace-nowrap', CREDITS_TONE[credits.tone])}>
        {credits.text}
      </TableCell>
      <TableCell>
        <Badge variant={STATUS_VARIANT[transaction.status]}>{capitalize(transaction.status)}</Badge>
      </TableCell>
      <TableCell className="tabular text-xs whitespace-nowrap">
        <time dateTime={transaction.createdAt} className="flex flex-col">
          <span>{formatDate(transaction.createdAt)}</span>
          <span className="text-muted-foreground">{formatTime(transaction.createdAt)}</span>
        </time>
      </TableCell>
      <TableCell className="max-w-[260px] min-w-[160px] text-xs">
        {preview.message ? (
          <p className="line-clamp-1" title={preview.message}>
            {preview.message}
          </p>
        ) : null}
        {preview.response ? (
          <p className="line-clamp-1 text-muted-foreground" title={preview.response}>
            ↳ {preview.response}
          </p>
        ) : null}
      </TableCell>
      <TableCell className="pr-4 text-right">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`${T.viewDetails} ${shortId(transaction._id)}`}
          title={T.viewDetails}
          onClick={onView}
        >
          <Eye aria-hidden="true" />
        </Button>
      </TableCell>
    </TableRow>
  );
}

export function TransactionsTable({ transactions, loading, error, onRetry, onView }: TransactionsTableProps) {
  let body;
  if (error) {
    body = (
      <TableEmpty colSpan={COLUMNS}>
        <span role="alert" className="inline-flex flex-wrap items-center justify-center gap-3 text-error-foreground">
          {fillMessage(T.errorRow, { message: error })}
          <Button variant="outline" size="sm" onClick={onRetry}>
            {T.tryAgain}
          </Button>
        </span>
      </TableEmpty>
    );
  } else if (loading) {
    body = (
      <TableEmpty colSpan={COLUMNS}>
        <span className="inline-flex items-center gap-2" role="status">
          <Spinner />
          {CREDIT_MESSAGES.loadingTransactions}
        </span>
      </TableEmpty>
    );
  } else if (transactions.length === 0) {
    body = <TableEmpty colSpan={COLUMNS}>{CREDIT_MESSAGES.noTransactions}</TableEmpty>;
  } else {
    body = transactions.map((transaction) => (
      <Row key={transaction._id} transaction={transaction} onView={() => onView(transaction)} />
    ));
  }
  return (
    <Table
      aria-label={CREDIT_MESSAGES.transactionsTitle}
      className="[&_td]:px-2 [&_td:first-child]:pl-4 [&_td:last-child]:pr-4 [&_th]:px-2 [&_th:first-child]:pl-4 [&_th:last-child]:pr-4"
    >
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-4">{T.columnId}</TableHead>
          <TableHead>{T.columnBrand}</TableHead>
          <TableHead>{T.columnType}</TableHead>
          <TableHead>{T.columnPlatform}</TableHead>
          <TableHead numeric>{T.columnCredits}</TableHead>
          <TableHead>{T.columnStatus}</TableHead>
          <TableHead>{T.columnDate}</TableHead>
          <TableHead>{T.columnMessage}</TableHead>
          <TableHead className="pr-4 text-right">{T.columnActions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>{body}</TableBody>
    </Table>
  );
}
