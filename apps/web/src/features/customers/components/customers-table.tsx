import {
  ADMIN_CUSTOMER_LIMITS,
  ADMIN_CUSTOMER_MESSAGES,
  SIGN_IN_MESSAGES,
  type AdminCustomer,
} from '@bizamply/contracts';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatNumber, formatRelativeTime } from '@/lib/format';
import { ACCOUNT_TYPE_LABELS, customerName, STATUS_BADGES, STATUS_LABELS } from '../lib/customer-display';
import { CustomerRowActions, type CustomerDialog } from './customer-row-actions';

const COLUMNS = 8;

function CustomerCell({ customer }: { customer: AdminCustomer }) {
  const name = customerName(customer);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="relative flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-subtle text-xs font-semibold text-primary-subtle-foreground uppercase">
        {name.slice(0, 1)}
        {customer.isOnline ? (
          <span
            className="absolute -right-0.5 -bottom-0.5 size-2.5 rounded-full border-2 border-surface bg-success"
            aria-hidden="true"
          />
        ) : null}
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="flex items-center gap-2 truncate font-medium">
          {name}
          {customer.isOnline ? <span className="text-xs font-normal text-success-foreground">Online</span> : null}
        </span>
        <span className="truncate text-xs text-muted-foreground" title={customer.Email}>
          {customer.Email}
        </span>
      </div>
    </div>
  );
}

interface CustomersTableProps {
  customers: AdminCustomer[] | undefined;
  onOpen: (dialog: CustomerDialog, customer: AdminCustomer) => void;
}

export function CustomersTable({ customers, onOpen }: CustomersTableProps) {
  return (
    <Table aria-label="Customers" className="min-w-[880px]">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Customer</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Plan</TableHead>
          <TableHead numeric>Credits</TableHead>
          <TableHead numeric>Transactions</TableHead>
          <TableHead>Brand · Connections</TableHead>
          <TableHead>Last Login</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {customers === undefined ? (
          Array.from({ length: ADMIN_CUSTOMER_LIMITS.pageSize }, (_, index) => (
            <TableRow key={index}>
              <TableCell colSpan={COLUMNS}>
                <Skeleton className="h-8 w-full" />
              </TableCell>
            </TableRow>
          ))
        ) : customers.length === 0 ? (
          <TableEmpty colSpan={COLUMNS}>{ADMIN_CUSTOMER_MESSAGES.noCustomers}</TableEmpty>
        ) : (
          customers.map((customer) => (
            <TableRow key={customer._id}>
              <TableCell className="max-w-[260px]">
                <CustomerCell customer={customer} />
              </TableCell>
              <TableCell>
                <Badge variant={STATUS_BADGES[customer.status]}>{STATUS_LABELS[customer.status]}</Badge>
                {customer.status === 'inactive' ? (
                  <span className="mt-1 block text-xs text-muted-foreground">{SIGN_IN_MESSAGES.inactiveHint}</span>
                ) : null}
              </TableCell>
              <TableCell className="text-muted-foreground">{ACCOUNT_TYPE_LABELS[customer.accountType]}</TableCell>
              <TableCell numeric className="whitespace-nowrap">
                <span className="font-medium" data-testid="available-credits">
                  {formatNumber(customer.availableCredits)}
                </span>
                <span className="text-xs text-muted-foreground"> available</span>
                <span className="block text-xs text-muted-foreground">
                  {formatNumber(customer.usedCredits)} used of {formatNumber(customer.totalCredits)}
                </span>
              </TableCell>
              <TableCell numeric>{formatNumber(customer.transactionStats.totalTransactions)}</TableCell>
              <TableCell className="max-w-[180px]">
                <span className="block truncate" title={customer.primaryBrand?.brandName}>
                  {customer.primaryBrand?.brandName ?? '—'}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {customer.totalConnections} connection{customer.totalConnections === 1 ? '' : 's'}
                </span>
              </TableCell>
              <TableCell className="text-muted-foreground">
                <span className="block whitespace-nowrap">
                  {customer.lastLogin ? formatRelativeTime(customer.lastLogin) : 'Never'}
                </span>
                <span className="block text-xs whitespace-nowrap">Joined {formatDate(customer.createdAt)}</span>
              </TableCell>
              <TableCell className="w-12 text-right">
                <CustomerRowActions customer={customer} onOpen={onOpen} />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
