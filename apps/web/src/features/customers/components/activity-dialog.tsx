import {
  ADMIN_CUSTOMER_LIMITS,
  ADMIN_CUSTOMER_MESSAGES,
  GENERAL_MESSAGES,
  type AdminCustomer,
} from '@bizamply/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogFooter } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';

import { useCustomerActivity } from '../api/customer-activity';
import { customerName, shortUserAgent } from '../lib/customer-display';
import { CustomerDialogFrame } from './customer-dialog-frame';

interface ActivityDialogProps {
  customer: AdminCustomer;
  onClose: () => void;
}

/** Spec 3 "Activity log / login history": 10 rows, user agent to 80 characters. */
export function ActivityDialog({ customer, onClose }: ActivityDialogProps) {
  const query = useCustomerActivity(customer._id);
  return (
    <CustomerDialogFrame
      title="Activity Log"
      description={`${customerName(customer)} · last ${ADMIN_CUSTOMER_LIMITS.modalRows} sign-in attempts`}
      onClose={onClose}
      className="max-w-4xl"
    >
      <DialogBody>
        {query.isError ? (
          <Alert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</Alert>
        ) : (
          <Table aria-label="Login history" className="min-w-[720px]">
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Time</TableHead>
                <TableHead>Result</TableHead>
                <TableHead>Method</TableHead>
                <TableHead>IP Address</TableHead>
                <TableHead>User Agent</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {query.isPending ? (
                <TableEmpty colSpan={5}>{GENERAL_MESSAGES.loading}</TableEmpty>
              ) : query.data.length === 0 ? (
                <TableEmpty colSpan={5}>{ADMIN_CUSTOMER_MESSAGES.noLoginHistory}</TableEmpty>
              ) : (
                query.data.map((entry, index) => (
                  <TableRow key={`${entry.timestamp}-${index}`}>
                    <TableCell className="whitespace-nowrap">{formatDateTime(entry.timestamp)}</TableCell>
                    <TableCell>
                      <Badge variant={entry.success ? 'success' : 'error'}>
                        {entry.success ? 'Success' : 'Failed'}
                      </Badge>
                    </TableCell>
                    <TableCell className="capitalize">{entry.loginMethod}</TableCell>
                    <TableCell className="tabular">{entry.ipAddress ?? '—'}</TableCell>
                    <TableCell
                      className="max-w-[320px] text-xs break-words text-muted-foreground"
                      title={entry.userAgent ?? undefined}
                    >
                      {shortUserAgent(entry.userAgent, ADMIN_CUSTOMER_LIMITS.userAgentPreview)}
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
