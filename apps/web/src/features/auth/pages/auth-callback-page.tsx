import { AUTH_MESSAGES } from '@bizamply/contracts';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CenteredScreen } from '@/components/layout/centered-screen';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { browserLocation } from '@/lib/navigation';
import { useSession } from '../components/session-context';
import { LOGIN_PATH, postAuthDestination } from '../lib/auth-redirects';
import { OAUTH_ERROR_CODES, oauthErrorMessage } from '../lib/oauth-errors';

/** Spec 1 §4: after a failed third-party sign-in, wait 3 s, then /login with the error in the query. */
export const CALLBACK_FAILURE_REDIRECT_MS = 3000;

/** /auth/callback: the return of a third-party sign-in with `token`, `userData` or `error` in the query. */
export function AuthCallbackPage() {
  useDocumentTitle(AUTH_MESSAGES.processingAuthentication);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [failureCode, setFailureCode] = useState<string | null>(() => {
    const error = searchParams.get('error');
    if (error) return error;
    return searchParams.get('token') ? null : OAUTH_ERROR_CODES.noToken;
  });
  const started = useRef(false);

  useEffect(() => {
    if (!failureCode) return;
    const timer = setTimeout(() => {
      navigate(`${LOGIN_PATH}?error=${encodeURIComponent(failureCode)}`, { replace: true });
    }, CALLBACK_FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [failureCode, navigate]);

  useEffect(() => {
    const token = searchParams.get('token');
    if (started.current || failureCode || !token) return;
    started.current = true;
    // `userData` is not trusted: the user comes from GET /auth/status once the token is stored.
    signIn(token)
      .then((user) => {
        const destination = postAuthDestination(user, searchParams.get('returnUrl'));
        if (destination.kind === 'external') browserLocation.assign(destination.url);
        else navigate(destination.path, { replace: true });
      })
      .catch(() => setFailureCode(OAUTH_ERROR_CODES.tokenRejected));
  }, [searchParams, failureCode, navigate, signIn]);

  const failure = failureCode ? oauthErrorMessage(failureCode) : null;
  if (failure) {
    return (
      <CenteredScreen>
        <div role="alert" className="flex flex-col items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-full bg-error-subtle text-error-foreground">
            <CircleAlert aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-lg font-semibold">{AUTH_MESSAGES.authenticationFailed}</h1>
          <p className="text-sm text-muted-foreground">{failure}</p>
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            <Spinner className="size-3.5" />
            {AUTH_MESSAGES.redirectingToLogin}
          </p>
        </div>
      </CenteredScreen>
    );
  }

  return (
    <CenteredScreen>
      <div role="status" className="flex flex-col items-center gap-3">
        <Spinner className="size-6 text-primary" />
        <h1 className="text-lg font-semibold">{AUTH_MESSAGES.processingAuthentication}</h1>
      </div>
    </CenteredScreen>
  );
}
