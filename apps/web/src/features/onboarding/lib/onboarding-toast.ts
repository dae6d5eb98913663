import { toast } from 'sonner';

/** Spec 1 §2, §9: the wizard's toasts close after 5 s, validation errors after 3 s. */
export const ONBOARDING_TOAST_MS = 5000;
export const VALIDATION_TOAST_MS = 3000;

export const onboardingToast = {
  success: (message: string) => toast.success(message, { duration: ONBOARDING_TOAST_MS }),
  error: (message: string) => toast.error(message, { duration: ONBOARDING_TOAST_MS }),
  warning: (message: string) => toast.warning(message, { duration: ONBOARDING_TOAST_MS }),
  validation: (message: string) => toast.error(message, { duration: VALIDATION_TOAST_MS }),
};
