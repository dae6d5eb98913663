import { ADMIN_CUSTOMER_MESSAGES, SIGN_IN_MESSAGES, type AdminCustomer } from '@bizamply/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogFooter } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { changeCustomerStatus, type StatusAction } from '../api/customer-actions';
import { CUSTOMERS_KEY } from '../api/customers';
import { customerName } from '../lib/customer-display';
import { CustomerDialogFrame } from './customer-dialog-frame';

const ACTIONS: Record<
  StatusAction,
  { title: string; confirm: string; button: string; success: string; failure: string; destructive: boolean }
> = {
  ban: {
    title: 'Ban Customer',
    confirm: ADMIN_CUSTOMER_MESSAGES.banConfirm,
    button: 'Ban Customer',
    success: ADMIN_CUSTOMER_MESSAGES.banned,
    failure: ADMIN_CUSTOMER_MESSAGES.banFailed,
    destructive: true,
  },
  deactivate: {
    title: 'Deactivate Customer',
    confirm: ADMIN_CUSTOMER_MESSAGES.deactivateConfirm,
    button: 'Deactivate',
    success: ADMIN_CUSTOMER_MESSAGES.deactivated,
    failure: ADMIN_CUSTOMER_MESSAGES.deactivateFailed,
    destructive: true,
  },
  activate: {
    title: 'Activate Customer',
    confirm: ADMIN_CUSTOMER_MESSAGES.activateConfirm,
    button: 'Activate',
    success: ADMIN_CUSTOMER_MESSAGES.activated,
    failure: ADMIN_CUSTOMER_MESSAGES.activateFailed,
    destructive: false,
  },
};

interface StatusDialogProps {
  customer: AdminCustomer;
  action: StatusAction;
  onClose: () => void;
}

/** Spec 3 §5: ban, deactivate (and activate) each need a confirmation. */
export function StatusDialog({ customer, action, onClose }: StatusDialogProps) {
  const queryClient = useQueryClient();
  const text = ACTIONS[action];
  const mutation = useMutation({
    mutationFn: () => changeCustomerStatus(customer._id, action),
    onSuccess: async () => {
      toast.success(text.success);
      onClose();
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
    },
    onError: (error) => toast.error(errorMessage(error, text.failure)),
  });
  return (
    <CustomerDialogFrame
      title={text.title}
      description={text.confirm}
      onClose={onClose}
      busy={mutation.isPending}
      role="alertdialog"
    >
      <DialogBody>
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          <span className="font-medium">{customerName(customer)}</span>{' '}
          <span className="text-muted-foreground">{customer.Email}</span>
        </p>
        {action === 'deactivate' ? (
          <p className="mt-3 text-sm text-muted-foreground">{SIGN_IN_MESSAGES.deactivateEffect}</p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button
          variant={text.destructive ? 'destructive' : 'primary'}
          loading={mutation.isPending}
          onClick={() => mutation.mutate()}
        >
          {text.button}
        </Button>
      </DialogFooter>
    </CustomerDialogFrame>
  );
}
