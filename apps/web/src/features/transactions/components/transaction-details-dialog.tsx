import { TRANSACTIONS_PAGE_MESSAGES as T, type CreditTransaction } from '@bizamply/contracts';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { capitalize, creditsDisplay, shortId, STATUS_VARIANT, TYPE_VARIANT } from '../lib/transaction-format';
import { TransactionPlatform } from './transaction-platform';
import { CREDITS_TONE } from './transactions-table';

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('flex flex-col gap-1', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function TextBlock({ text }: { text: string }) {
  return <p className="rounded-md border border-border bg-muted/50 px-3 py-2 whitespace-pre-wrap">{text}</p>;
}

/**
 * Spec 2 details modal. The spec's detail view tested for 'completed' and so showed success in grey; here a
 * status has the same colour as in the list (spec-deviations).
 */
export function TransactionDetailsDialog({
  transaction,
  onClose,
}: {
  transaction: CreditTransaction | null;
  onClose: () => void;
}) {
  const credits = transaction ? creditsDisplay(transaction) : null;
  const response = transaction?.generatedResponse ?? transaction?.response ?? null;
  const hasMetadata = transaction ? Object.keys(transaction.metadata).length > 0 : false;
  return (
    <Dialog open={transaction !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        {transaction && credits ? (
          <>
            <DialogHeader>
              <DialogTitle>{T.detailsTitle}</DialogTitle>
              <DialogDescription className="font-mono">{shortId(transaction._id)}</DialogDescription>
            </DialogHeader>
            <DialogBody>
              <dl className="grid gap-4 sm:grid-cols-2">
                <Field label={T.detailType}>
                  <Badge variant={TYPE_VARIANT[transaction.type]}>{capitalize(transaction.type)}</Badge>
                </Field>
                <Field label={T.detailPlatform}>
                  <TransactionPlatform platform={transaction.platform} />
                </Field>
                <Field label={T.detailCredits}>
                  <span className={cn('tabular font-medium', CREDITS_TONE[credits.tone])}>{credits.text}</span>
                </Field>
                <Field label={T.detailStatus}>
                  <Badge variant={STATUS_VARIANT[transaction.status]}>{capitalize(transaction.status)}</Badge>
                </Field>
                <Field label={T.detailDate}>
                  <span className="tabular">{formatDateTime(transaction.createdAt)}</span>
                </Field>
                {transaction.commentId ? (
                  <Field label={T.detailCommentId}>
                    <span className="font-mono text-xs break-all">{transaction.commentId}</span>
                  </Field>
                ) : null}
                <Field label={T.detailDescription} wide>
                  {transaction.description}
                </Field>
                {transaction.customerMessage ? (
                  <Field label={T.detailCustomerMessage} wide>
                    <TextBlock text={transaction.customerMessage} />
                  </Field>
                ) : null}
                {response ? (
                  <Field label={T.detailGeneratedResponse} wide>
                    <TextBlock text={response} />
                  </Field>
                ) : null}
                {hasMetadata ? (
                  <Field label={T.detailMetadata} wide>
                    <pre className="overflow-x-auto rounded-md border border-border bg-muted/50 px-3 py-2 font-mono text-xs">
                      {JSON.stringify(transaction.metadata, null, 2)}
                    </pre>
                  </Field>
                ) : null}
              </dl>
            </DialogBody>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{T.close}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
