import { Toaster as SonnerToaster } from 'sonner';

/** Above every dialog and popover (spec 3: "very high stacking order"). */
export const TOASTER_Z_INDEX = 2_147_483_000;

export function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      richColors
      closeButton
      visibleToasts={5}
      style={{ zIndex: TOASTER_Z_INDEX }}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
