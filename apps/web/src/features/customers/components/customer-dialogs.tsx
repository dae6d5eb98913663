import type { AdminCustomer } from '@bizamply/contracts';
import { Fragment, type ReactNode } from 'react';
import { ActivityDialog } from './activity-dialog';
import { AddCreditsDialog } from './add-credits-dialog';
import { ConnectionsDialog } from './connections-dialog';
import type { CustomerDialog } from './customer-row-actions';
import { CustomerFormDialog } from './customer-form-dialog';
import { StatusDialog } from './status-dialog';
import { TransactionsDialog } from './transactions-dialog';

export interface OpenDialog {
  kind: CustomerDialog;
  customer: AdminCustomer;
}

/** The one dialog a row action opened; keyed by customer so each opening starts fresh. */
export function CustomerDialogs({ open, onClose }: { open: OpenDialog | null; onClose: () => void }) {
  if (!open) return null;
  return <Fragment key={`${open.kind}-${open.customer._id}`}>{dialogFor(open, onClose)}</Fragment>;
}

function dialogFor(open: OpenDialog, onClose: () => void): ReactNode {
  const props = { customer: open.customer, onClose };
  switch (open.kind) {
    case 'edit':
      return <CustomerFormDialog {...props} />;
    case 'credits':
      return <AddCreditsDialog {...props} />;
    case 'transactions':
      return <TransactionsDialog {...props} />;
    case 'activity':
      return <ActivityDialog {...props} />;
    case 'connections':
      return <ConnectionsDialog {...props} />;
    case 'ban':
    case 'activate':
    case 'deactivate':
      return <StatusDialog {...props} action={open.kind} />;
  }
}
