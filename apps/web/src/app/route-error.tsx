import { SHELL_MESSAGES } from '@bizamply/contracts';
import { TriangleAlert } from 'lucide-react';
import { useRouteError } from 'react-router';
import { CenteredScreen } from '@/components/layout/centered-screen';
import { Button } from '@/components/ui/button';
import { browserLocation } from '@/lib/navigation';

/**
 * Catches what a page throws while rendering, or a page chunk that no longer exists after a deploy.
 * A reload fetches the current build and usually fixes both.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkMissing =
    error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <CenteredScreen>
      <div role="alert" className="flex flex-col items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-full bg-error-subtle text-error-foreground">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-lg font-semibold">Something went wrong</h1>
        <p className="text-sm text-muted-foreground">
          {chunkMissing
            ? 'A newer version of Bizamply is available.'
            : 'This page could not be shown. Reloading usually fixes it.'}
        </p>
        <Button onClick={() => browserLocation.assign(window.location.href)}>{SHELL_MESSAGES.tryAgain}</Button>
      </div>
    </CenteredScreen>
  );
}
