import { GENERAL_MESSAGES } from '@bizamply/contracts';
import { Outlet, useSearchParams } from 'react-router';
import { SplashScreen } from '@/components/layout/splash-screen';
import { useSession } from '@/features/auth/components/session-context';
import { postAuthDestination } from '@/features/auth/lib/auth-redirects';
import { Redirect } from './redirect';

interface PublicOnlyProps {
  /** Lets a signed-in user stay when this says so (/signup with an install link: adding another store). */
  allowSignedIn?: (searchParams: URLSearchParams) => boolean;
}

/**
 * /login and /signup: a signed-in user is sent on: to a safe returnUrl if there is one, else admin →
 * /dashboard, onboarding not done → /onboarding, otherwise /dashboard (spec 1 §2); an unverified address goes
 * to the code page. This also performs the redirect after a successful sign-in, so the login form and this
 * guard can never disagree about where to go.
 */
export function PublicOnly({ allowSignedIn }: PublicOnlyProps) {
  const { status, user } = useSession();
  const [searchParams] = useSearchParams();
  if (status === 'loading') return <SplashScreen label={GENERAL_MESSAGES.loading} />;
  if (user && !allowSignedIn?.(searchParams)) {
    return <Redirect to={postAuthDestination(user, searchParams.get('returnUrl'))} />;
  }
  return <Outlet />;
}
