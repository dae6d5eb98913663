import { CONNECTION_MESSAGES, fillMessage } from '@bizamply/contracts';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';

/** Spec 1 §2, §9: the wizard's toasts close after 5 s, validation errors after 3 s. */
export const ONBOARDING_TOAST_MS = 5000;
export const VALIDATION_TOAST_MS = 3000;

export const onboardingToast = {
  success: (message: string) => toast.success(message, { duration: ONBOARDING_TOAST_MS }),
  error: (message: string) => toast.error(message, { duration: ONBOARDING_TOAST_MS }),
  warning: (message: string) => toast.warning(message, { duration: ONBOARDING_TOAST_MS }),
  validation: (message: string) => toast.error(message, { duration: VALIDATION_TOAST_MS }),
};

/** Spec 1 §9: 'Failed to connect {service}: {message or Unknown error}'; a network failure says so. */
export function connectFailedMessage(service: string, error: unknown): string {
  if (isApiError(error) && error.status === 0) return CONNECTION_MESSAGES.networkFailed;
  const message = error instanceof Error && error.message ? error.message : CONNECTION_MESSAGES.unknownError;
  return fillMessage(CONNECTION_MESSAGES.connectFailedToast, { service, message });
}
