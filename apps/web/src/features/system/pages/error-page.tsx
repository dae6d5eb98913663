import { ERROR_PAGE_MESSAGES, GENERAL_MESSAGES } from '@bizamply/contracts';
import { House, RotateCw, TriangleAlert } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { CenteredScreen } from '@/components/layout/centered-screen';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { browserLocation } from '@/lib/navigation';
import { shopifyRetryUrl } from '../lib/shopify-retry-url';

/** /error (spec 3 §2): the `error` query text; Retry for a failed Shopify authorisation; Go Home always. */
export function ErrorPage() {
  useDocumentTitle('Error');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const message = searchParams.get('error') || GENERAL_MESSAGES.unknownErrorPage;
  const retryUrl = shopifyRetryUrl(searchParams);

  return (
    <CenteredScreen>
      <div className="flex flex-col items-center gap-4">
        <span className="flex size-12 items-center justify-center rounded-full bg-error-subtle text-error-foreground">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="text-lg font-semibold">Something went wrong</h1>
          <p role="alert" className="text-sm break-words text-muted-foreground">
            {message}
          </p>
        </div>
        <div className="flex w-full flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-center">
          <Button variant="outline" onClick={() => navigate('/')}>
            <House aria-hidden="true" />
            {ERROR_PAGE_MESSAGES.goHome}
          </Button>
          {retryUrl ? (
            <Button onClick={() => browserLocation.assign(retryUrl)}>
              <RotateCw aria-hidden="true" />
              {ERROR_PAGE_MESSAGES.retry}
            </Button>
          ) : null}
        </div>
      </div>
    </CenteredScreen>
  );
}
