import { AUTH_MESSAGES, SIGN_IN_MESSAGES } from '@bizamply/contracts';
import { CircleAlert, UserRound } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CenteredScreen } from '@/components/layout/centered-screen';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { exchangeSignInCode } from '../api/exchange-sign-in-code';
import { useSession } from '../components/session-context';
import { defaultDestination, LOGIN_PATH, postAuthDestination } from '../lib/auth-redirects';
import { OAUTH_ERROR_CODES, oauthErrorMessage } from '../lib/oauth-errors';

/** Spec 1 §4: after a failed third-party sign-in, wait 3 s, then /login with the error in the query. */
export const CALLBACK_FAILURE_REDIRECT_MS = 3000;

/** The error code the page shows for a refused exchange. */
function failureOf(error: unknown): string {
  if (!isApiError(error)) return OAUTH_ERROR_CODES.tokenRejected;
  switch (error.code) {
    case 'INVALID_LINK':
    case 'VALIDATION_ERROR':
      return OAUTH_ERROR_CODES.codeInvalid;
    case 'ACCOUNT_SUSPENDED':
      return OAUTH_ERROR_CODES.accountSuspended;
    case 'ACCOUNT_INACTIVE':
      return OAUTH_ERROR_CODES.accountInactive;
    default:
      return OAUTH_ERROR_CODES.tokenRejected;
  }
}

/**
 * /auth/callback: the return of a third-party sign-in with a one-time `code` or an `error` in the query. The
 * code is not a session (issue 13 §5): POST /auth/exchange turns it into one, in this browser only. A browser
 * already signed in as someone else is asked before anything replaces that session.
 */
export function AuthCallbackPage() {
  useDocumentTitle(AUTH_MESSAGES.processingAuthentication);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user: current, signIn, logout } = useSession();
  const code = searchParams.get('code');
  const [failureCode, setFailureCode] = useState<string | null>(
    () => searchParams.get('error') ?? (code ? null : OAUTH_ERROR_CODES.noToken),
  );
  const [conflict, setConflict] = useState(false);
  const [switching, setSwitching] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (!failureCode) return;
    const timer = setTimeout(() => {
      navigate(`${LOGIN_PATH}?error=${encodeURIComponent(failureCode)}`, { replace: true });
    }, CALLBACK_FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [failureCode, navigate]);

  const complete = useCallback(async () => {
    if (!code) return;
    try {
      const response = await exchangeSignInCode({ code });
      const user = await signIn(response.token);
      navigate(postAuthDestination(user, response.returnUrl), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'SESSION_CONFLICT') setConflict(true);
      else setFailureCode(failureOf(error));
    }
  }, [code, navigate, signIn]);

  useEffect(() => {
    if (started.current || failureCode || !code) return;
    started.current = true;
    void complete();
  }, [code, failureCode, complete]);

  const switchAccount = async () => {
    setSwitching(true);
    await logout({ redirect: false });
    setConflict(false);
    await complete();
    setSwitching(false);
  };

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

  if (conflict && current) {
    return (
      <CenteredScreen>
        <div role="alertdialog" aria-labelledby="session-conflict-title" className="flex flex-col items-center gap-4">
          <span className="flex size-12 items-center justify-center rounded-full bg-warning-subtle text-warning-foreground">
            <UserRound aria-hidden="true" className="size-6" />
          </span>
          <h1 id="session-conflict-title" className="text-lg font-semibold">
            {SIGN_IN_MESSAGES.sessionConflictTitle}
          </h1>
          <p className="text-sm text-muted-foreground">{SIGN_IN_MESSAGES.sessionConflict}</p>
          <p className="rounded-md bg-muted px-3 py-2 text-sm font-medium break-all">{current.email}</p>
          <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-center">
            <Button
              variant="outline"
              disabled={switching}
              onClick={() => navigate(defaultDestination(current), { replace: true })}
            >
              {SIGN_IN_MESSAGES.staySignedIn}
            </Button>
            <Button loading={switching} onClick={() => void switchAccount()}>
              {switching ? SIGN_IN_MESSAGES.switching : SIGN_IN_MESSAGES.switchAccount}
            </Button>
          </div>
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
