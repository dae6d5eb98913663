import { ADMIN_CUSTOMER_MESSAGES } from '@bizamply/contracts';
import { ShieldAlert } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** Spec 3 guard: shown while the server confirms the administrator role. */
export function VerifyingAdminAccess() {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-6" />
      <p className="text-sm">{ADMIN_CUSTOMER_MESSAGES.verifyingAccess}</p>
    </div>
  );
}

/** Spec 3 guard: the server refused the administrator role (403). */
export function AdminAccessDenied() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4">
      <section
        aria-labelledby="admin-access-heading"
        className="flex max-w-md flex-col items-center gap-4 rounded-lg border border-border bg-surface p-8 text-center shadow-card"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-error-subtle text-error-foreground">
          <ShieldAlert aria-hidden="true" className="size-6" />
        </span>
        <p className="text-xs font-semibold tracking-wide text-error-foreground uppercase">
          {ADMIN_CUSTOMER_MESSAGES.accessDeniedTitle}
        </p>
        <h1 id="admin-access-heading" className="text-xl font-semibold">
          {ADMIN_CUSTOMER_MESSAGES.accessRequired}
        </h1>
        <p className="text-sm text-muted-foreground">{ADMIN_CUSTOMER_MESSAGES.accessDenied}</p>
        <Button asChild>
          <Link to="/dashboard">{ADMIN_CUSTOMER_MESSAGES.returnToDashboard}</Link>
        </Button>
      </section>
    </div>
  );
}
