import { GENERAL_MESSAGES } from '@bizamply/contracts';
import { Outlet, useLocation } from 'react-router';
import { SplashScreen } from '@/components/layout/splash-screen';
import { useSession } from '@/features/auth/components/session-context';
import { defaultDestination, loginPathFor } from '@/features/auth/lib/auth-redirects';
import { Redirect } from './redirect';

/**
 * Protected routes: 'Authenticating...' while the session is unknown, then /login?returnUrl=<here>. A user
 * whose address is not verified yet is sent to the code page: the server refuses them everything else.
 */
export function RequireAuth() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SplashScreen label={GENERAL_MESSAGES.authenticating} />;
  if (status === 'anonymous' || !user) return <Redirect to={loginPathFor(location)} />;
  if (!user.emailVerified) return <Redirect to={defaultDestination(user)} />;
  return <Outlet />;
}
