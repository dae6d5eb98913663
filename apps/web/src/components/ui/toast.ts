import { TOAST_DURATIONS_MS } from '@bizamply/contracts';
import { toast as sonner, type ExternalToast } from 'sonner';

type ToastOptions = Omit<ExternalToast, 'duration'>;

/**
 * Toasts for the result of an action (never fired globally for every HTTP error). Durations per spec 3:
 * success 5 s, info 5 s, warning 8 s; an error closes after 10 s (issue 19 item 17: they piled up), a critical
 * one (the user must act: no credits, a session gone) stays until closed.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) =>
    sonner.success(message, { ...options, duration: TOAST_DURATIONS_MS.success }),
  info: (message: string, options?: ToastOptions) =>
    sonner.info(message, { ...options, duration: TOAST_DURATIONS_MS.info }),
  warning: (message: string, options?: ToastOptions) =>
    sonner.warning(message, { ...options, duration: TOAST_DURATIONS_MS.warning }),
  error: (message: string, options?: ToastOptions) =>
    sonner.error(message, { closeButton: true, ...options, duration: TOAST_DURATIONS_MS.error }),
  critical: (message: string, options?: ToastOptions) =>
    sonner.error(message, { closeButton: true, ...options, duration: TOAST_DURATIONS_MS.critical }),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};
