import { Toaster as SonnerToaster } from 'sonner';

/** Above every dialog and popover (spec 3: "very high stacking order"). */
export const TOASTER_Z_INDEX = 2_147_483_000;

/** At most three at once (issue 19 item 17): a burst of errors must not bury the page. */
export const MAX_VISIBLE_TOASTS = 3;
/** Below the 56 px top bar (h-14) and its controls, never over them. */
const BELOW_TOP_BAR = { top: 64, right: 16 };
const BELOW_TOP_BAR_PHONE = { top: 64, right: 8, left: 8 };

export function Toaster() {
  return (
    <SonnerToaster
      // Without it sonner asks getComputedStyle for the page's direction as it mounts: a forced style recalculation
      // of the whole page inside the mount's task. The app is written left to right (index.html sets no `dir`).
      dir="ltr"
      position="top-right"
      richColors
      closeButton
      visibleToasts={MAX_VISIBLE_TOASTS}
      offset={BELOW_TOP_BAR}
      mobileOffset={BELOW_TOP_BAR_PHONE}
      style={{ zIndex: TOASTER_Z_INDEX }}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
