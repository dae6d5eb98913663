import { GENERAL_MESSAGES } from '@bizamply/contracts';
import { useRouteError } from 'react-router';
import { CenteredScreen } from '@/components/layout/centered-screen';
import { primaryButtonClasses } from '@/components/ui/button-classes';
import { InlineIcon } from '@/components/ui/inline-icon';
import { browserLocation } from '@/lib/navigation';

/** Lucide's triangle-alert (the icon library is not part of the first JavaScript). */
function TriangleAlert() {
  return (
    <InlineIcon className="size-6">
      <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </InlineIcon>
  );
}

/**
 * Catches what a page throws while rendering, or a page chunk that no longer exists after a deploy.
 * A reload fetches the current build and usually fixes both. Part of the first JavaScript (it must work when a
 * chunk cannot load), so it uses the default button's classes as one string, without the Button component.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkMissing =
    error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <CenteredScreen>
      <div role="alert" className="flex flex-col items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-full bg-error-subtle text-error-foreground">
          <TriangleAlert />
        </span>
        <h1 className="text-lg font-semibold">Something went wrong</h1>
        <p className="text-sm text-muted-foreground">
          {chunkMissing
            ? 'A newer version of Bizamply is available.'
            : 'This page could not be shown. Reloading usually fixes it.'}
        </p>
        <button
          type="button"
          className={primaryButtonClasses}
          onClick={() => browserLocation.assign(window.location.href)}
        >
          {GENERAL_MESSAGES.tryAgain}
        </button>
      </div>
    </CenteredScreen>
  );
}
