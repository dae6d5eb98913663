import { GENERAL_MESSAGES } from '@bizamply/contracts';
import { Spinner } from '@/components/ui/spinner';
import { BrandLogo } from './brand-logo';

/** Shown while the session (or a page's code) is not known yet. */
export function SplashScreen({ label = GENERAL_MESSAGES.loading }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background"
    >
      <BrandLogo />
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {label}
      </p>
    </div>
  );
}
