/**
 * The page's first toast, as a signal: the entry mounts the Toaster from then on (app/provider.tsx) while the toast
 * helpers (components/ui/toast.ts, in the shell's chunks) load sonner. Its own module so the entry needs nothing of
 * theirs.
 */
let raised = false;
const listeners = new Set<() => void>();

/** Whether a toast was raised on this page. */
export function toastRequested(): boolean {
  return raised;
}

/** Calls `listener` at the first toast; returns an unsubscribe function. */
export function onFirstToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function markToastRequested(): void {
  if (raised) return;
  raised = true;
  for (const listener of listeners) listener();
}
