import { BUY_CREDITS_PATH, CREDIT_MESSAGES } from '@bizamply/contracts';
import { toast } from '@/components/ui/toast';
import { isApiError } from './api-client';
import { errorMessage } from './api-error';
import { navigate } from './navigation';

/**
 * The toast for a failed action. Out of credits (402) is critical and leads to where credits are bought
 * (issue 19 item 18); anything else is an ordinary error toast with the server's message.
 */
export function toastError(error: unknown, fallback: string): void {
  if (isApiError(error) && error.code === 'INSUFFICIENT_CREDITS') {
    toast.critical(error.message, {
      action: { label: CREDIT_MESSAGES.buyCredits, onClick: () => navigate(BUY_CREDITS_PATH) },
    });
    return;
  }
  toast.error(errorMessage(error, fallback));
}
