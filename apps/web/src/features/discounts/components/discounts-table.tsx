import { DISCOUNT_LABELS, DISCOUNT_MESSAGES, type Discount } from '@bizamply/contracts';
import { Pencil, TicketPercent } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatNumber } from '@/lib/format';
import { formatDiscountAmount, formatEndsAt, formatUsageLimit } from './discount-format';
import { DiscountStatusBadge } from './discount-status-badge';

const { columns } = DISCOUNT_LABELS;
const COLUMN_COUNT = 9;

interface DiscountsTableProps {
  /** `undefined` while loading, `null` when the list failed (the page shows the banner with Try Again). */
  discounts: Discount[] | undefined | null;
  shopifyConnected: boolean;
  onEdit: (discount: Discount) => void;
}

function LoadingRows() {
  return Array.from({ length: 5 }, (_, row) => (
    <TableRow key={row} aria-hidden="true">
      {Array.from({ length: COLUMN_COUNT }, (_, cell) => (
        <TableCell key={cell}>
          <Skeleton className={cell === 0 ? 'h-4 w-40' : 'h-4 w-16'} />
        </TableCell>
      ))}
    </TableRow>
  ));
}

function EmptyRow({ shopifyConnected }: { shopifyConnected: boolean }) {
  return (
    <tr>
      <td colSpan={COLUMN_COUNT}>
        <EmptyState
          icon={<TicketPercent />}
          title={DISCOUNT_MESSAGES.empty}
          description={shopifyConnected ? DISCOUNT_MESSAGES.emptyHint : DISCOUNT_MESSAGES.listNotConnected}
          action={
            shopifyConnected ? null : (
              <Button asChild variant="outline">
                <Link to="/connections">{DISCOUNT_MESSAGES.connectShopify}</Link>
              </Button>
            )
          }
        />
      </td>
    </tr>
  );
}

/** Spec 2 "Discount Manager" table: Title … Times Used, and an edit action per row. */
export function DiscountsTable({ discounts, shopifyConnected, onEdit }: DiscountsTableProps) {
  return (
    <Table aria-label="Discounts" aria-busy={discounts === undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{columns.title}</TableHead>
          <TableHead>{columns.type}</TableHead>
          <TableHead numeric>{columns.amount}</TableHead>
          <TableHead>{columns.status}</TableHead>
          <TableHead>{columns.startsAt}</TableHead>
          <TableHead>{columns.endsAt}</TableHead>
          <TableHead numeric>{columns.usageLimit}</TableHead>
          <TableHead numeric>{columns.timesUsed}</TableHead>
          <TableHead className="w-12">
            <span className="sr-only">{columns.actions}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {discounts === undefined ? <LoadingRows /> : null}
        {discounts === null ? <TableEmpty colSpan={COLUMN_COUNT}>{DISCOUNT_MESSAGES.loadFailed}</TableEmpty> : null}
        {discounts?.length === 0 ? <EmptyRow shopifyConnected={shopifyConnected} /> : null}
        {discounts?.map((discount) => (
          <TableRow key={discount.id}>
            <TableCell className="max-w-64">
              <span className="block truncate font-medium" title={discount.title}>
                {discount.title}
              </span>
              {discount.code ? (
                <span className="block truncate font-mono text-xs text-muted-foreground">{discount.code}</span>
              ) : null}
            </TableCell>
            <TableCell className="whitespace-nowrap">{DISCOUNT_LABELS.types[discount.type]}</TableCell>
            <TableCell numeric>{formatDiscountAmount(discount)}</TableCell>
            <TableCell>
              <DiscountStatusBadge status={discount.status} />
            </TableCell>
            <TableCell className="tabular whitespace-nowrap">{formatDate(discount.startsAt)}</TableCell>
            <TableCell className="tabular whitespace-nowrap">{formatEndsAt(discount.endsAt)}</TableCell>
            <TableCell numeric>{formatUsageLimit(discount.usageLimit)}</TableCell>
            <TableCell numeric>{formatNumber(discount.timesUsed)}</TableCell>
            <TableCell className="text-right">
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Edit ${discount.title}`}
                title="Edit"
                onClick={() => onEdit(discount)}
              >
                <Pencil aria-hidden="true" />
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
