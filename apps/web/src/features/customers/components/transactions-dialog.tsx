import {
  ADMIN_CUSTOMER_MESSAGES,
  CREDIT_MESSAGES,
  type AdminCustomer,
  type CustomerTransaction,
} from '@bizamply/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogFooter } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { formatCredits, formatDateTime, formatNumber } from '@/lib/format';
import { refundTransaction, useCustomerTransactions } from '../api/customer-transactions';
import { CUSTOMERS_KEY } from '../api/customers';
import { customerName } from '../lib/customer-display';
import { CustomerDialogFrame } from './customer-dialog-frame';

const STATUS_BADGE: Record<CustomerTransaction['status'], NonNullable<BadgeProps['variant']>> = {
  success: 'success',
  pending: 'pending',
  failed: 'error',
};

function Amount({ entry }: { entry: CustomerTransaction }) {
  if (entry.creditsUsed > 0) return <span className="text-error-foreground">−{formatNumber(entry.creditsUsed)}</span>;
  return <span className="text-success-foreground">+{formatNumber(entry.creditsAdded)}</span>;
}

interface TransactionsDialogProps {
  customer: AdminCustomer;
  onClose: () => void;
}

/** Spec 3 "Transactions": the 10 most recent, Refund enabled for successful usage only (and only once). */
export function TransactionsDialog({ customer, onClose }: TransactionsDialogProps) {
  const queryClient = useQueryClient();
  const query = useCustomerTransactions(customer._id);
  const [confirming, setConfirming] = useState<CustomerTransaction | null>(null);
  const refund = useMutation({
    mutationFn: (entry: CustomerTransaction) => refundTransaction(customer._id, entry._id),
    onSuccess: async (result) => {
      toast.success(result.message);
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    },
    onError: (error) => toast.error(errorMessage(error, ADMIN_CUSTOMER_MESSAGES.refundFailed)),
  });

  return (
    <CustomerDialogFrame
      title="Transactions"
      description={
        query.data
          ? `${customerName(customer)} · ${formatNumber(query.data.currentBalance.availableCredits)} of ${formatNumber(query.data.currentBalance.totalCredits)} credits available`
          : customerName(customer)
      }
      onClose={onClose}
      className="max-w-4xl"
    >
      <DialogBody>
        {query.isError ? (
          <Alert onRetry={() => void query.refetch()}>
            {errorMessage(query.error, CREDIT_MESSAGES.loadTransactionsFailed)}
          </Alert>
        ) : confirming ? (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-md border border-warning/40 bg-warning-subtle p-4 text-sm"
          >
            <p className="font-medium text-warning-foreground">
              Refund {formatCredits(confirming.creditsUsed)} for “{confirming.description}”?
            </p>
            <p className="text-muted-foreground">
              The credits go back to the customer’s balance as a refund entry. A transaction can be refunded once.
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="outline" size="sm" onClick={() => setConfirming(null)} disabled={refund.isPending}>
                Cancel
              </Button>
              <Button size="sm" loading={refund.isPending} onClick={() => refund.mutate(confirming)}>
                Confirm Refund
              </Button>
            </div>
          </div>
        ) : (
          <Table aria-label="Recent transactions" className="min-w-[720px]">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Date</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Description</TableHead>
                <TableHead numeric>Credits</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>
                  <span className="sr-only">Refund</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {query.isPending ? (
                <TableEmpty colSpan={6}>{CREDIT_MESSAGES.loadingTransactions}</TableEmpty>
              ) : query.data.transactions.length === 0 ? (
                <TableEmpty colSpan={6}>{CREDIT_MESSAGES.noTransactions}</TableEmpty>
              ) : (
                query.data.transactions.map((entry) => (
                  <TableRow key={entry._id}>
                    <TableCell className="whitespace-nowrap text-muted-foreground">
                      {formatDateTime(entry.createdAt)}
                    </TableCell>
                    <TableCell className="capitalize">{entry.type}</TableCell>
                    <TableCell className="max-w-[260px]">
                      <span className="block truncate" title={entry.description}>
                        {entry.description}
                      </span>
                      {entry.BrandName || entry.platform !== 'system' ? (
                        <span className="block text-xs text-muted-foreground">
                          {entry.BrandName ?? CREDIT_MESSAGES.unknownBrand} · {entry.platform}
                        </span>
                      ) : null}
                    </TableCell>
                    <TableCell numeric className="font-medium">
                      <Amount entry={entry} />
                    </TableCell>
                    <TableCell>
                      <Badge variant={STATUS_BADGE[entry.status]} className="capitalize">
                        {entry.status}
                      </Badge>
                    </TableCell>
                    <TableCell className="text-right">
                      {entry.refunded ? (
                        <Badge variant="neutral">Refunded</Badge>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={!entry.refundable}
                          aria-label={`${ADMIN_CUSTOMER_MESSAGES.refund} ${entry.description}`}
                          onClick={() => setConfirming(entry)}
                        >
                          {ADMIN_CUSTOMER_MESSAGES.refund}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </CustomerDialogFrame>
  );
}
