import type { AdminCustomer } from '@bizamply/contracts';
import { Activity, Ban, CirclePlus, MoreHorizontal, Pencil, Plug, Power, ReceiptText, UserCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export type CustomerDialog =
  'edit' | 'credits' | 'transactions' | 'activity' | 'connections' | 'ban' | 'activate' | 'deactivate';

interface CustomerRowActionsProps {
  customer: AdminCustomer;
  onOpen: (dialog: CustomerDialog, customer: AdminCustomer) => void;
}

/** Spec 3: Ban only for active customers, Activate for the others, Deactivate for all. */
export function CustomerRowActions({ customer, onOpen }: CustomerRowActionsProps) {
  const open = (dialog: CustomerDialog) => () => onOpen(dialog, customer);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${customer.Email}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={open('edit')}>
          <Pencil aria-hidden="true" />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={open('credits')}>
          <CirclePlus aria-hidden="true" />
          Add Credits
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={open('transactions')}>
          <ReceiptText aria-hidden="true" />
          Transactions
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={open('activity')}>
          <Activity aria-hidden="true" />
          Activity Log
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={open('connections')}>
          <Plug aria-hidden="true" />
          Manage Connections
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {customer.status === 'active' ? (
          <DropdownMenuItem destructive onSelect={open('ban')}>
            <Ban aria-hidden="true" />
            Ban
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={open('activate')}>
            <UserCheck aria-hidden="true" />
            Activate
          </DropdownMenuItem>
        )}
        <DropdownMenuItem destructive onSelect={open('deactivate')}>
          <Power aria-hidden="true" />
          Deactivate
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
