import { TOAST_DURATIONS_MS } from '@bizamply/contracts';
import type { ExternalToast, toast as SonnerToast } from 'sonner';
import { markToastRequested } from '@/lib/first-toast';

type ToastOptions = Omit<ExternalToast, 'duration'>;
type Sonner = typeof SonnerToast;

// sonner (53 KB, and a stylesheet it writes into the page as it loads) is fetched with the first toast, not at start:
// no signed-in page shows a toast before an action, and every page evaluated it before its first rows.
let sonnerLoad: Promise<Sonner> | undefined;

function withSonner(show: (sonner: Sonner) => unknown): void {
  if (!sonnerLoad) {
    sonnerLoad = import('sonner').then((module) => module.toast);
    markToastRequested();
  }
  void sonnerLoad.then(show);
}

/**
 * Toasts for the result of an action (never fired globally for every HTTP error). Durations per spec 3:
 * success 5 s, info 5 s, warning 8 s; an error closes after 10 s (issue 19 item 17: they piled up), a critical
 * one (the user must act: no credits, a session gone) stays until closed.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) =>
    withSonner((sonner) => sonner.success(message, { ...options, duration: TOAST_DURATIONS_MS.success })),
  info: (message: string, options?: ToastOptions) =>
    withSonner((sonner) => sonner.info(message, { ...options, duration: TOAST_DURATIONS_MS.info })),
  warning: (message: string, options?: ToastOptions) =>
    withSonner((sonner) => sonner.warning(message, { ...options, duration: TOAST_DURATIONS_MS.warning })),
  error: (message: string, options?: ToastOptions) =>
    withSonner((sonner) =>
      sonner.error(message, { closeButton: true, ...options, duration: TOAST_DURATIONS_MS.error }),
    ),
  critical: (message: string, options?: ToastOptions) =>
    withSonner((sonner) =>
      sonner.error(message, { closeButton: true, ...options, duration: TOAST_DURATIONS_MS.critical }),
    ),
  dismiss: (id?: string | number) => {
    // Nothing to dismiss before the first toast: no reason to load sonner for it.
    if (sonnerLoad) withSonner((sonner) => sonner.dismiss(id));
  },
};
