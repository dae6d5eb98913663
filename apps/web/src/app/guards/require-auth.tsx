import { GENERAL_MESSAGES } from '@bizamply/contracts';
import { Outlet, useLocation } from 'react-router';
import { SplashScreen } from '@/components/layout/splash-screen';
import { useSession } from '@/features/auth/components/session-context';
import { loginPathFor } from '@/features/auth/lib/auth-redirects';
import { Redirect } from './redirect';

/** Protected routes: 'Authenticating...' while the session is unknown, then /login?returnUrl=<here>. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SplashScreen label={GENERAL_MESSAGES.authenticating} />;
  if (status === 'anonymous') return <Redirect to={loginPathFor(location)} />;
  return <Outlet />;
}
