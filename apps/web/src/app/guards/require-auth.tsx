import { GENERAL_MESSAGES } from '@bizamply/contracts';
import { useDeferredValue } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '@/features/auth/components/session-context';
import { defaultDestination, loginPathFor } from '@/features/auth/lib/auth-redirects';
import { useInstallDatePreferences } from '@/lib/preferences';
import { LoadingScreen } from '../loading-screen';
import { Redirect } from './redirect';

/** The signed-in pages render once the user's date and time-zone choices are in place (issue 19 item 9). */
function WithUserPreferences() {
  // The preferences arrive as a query's answer, which re-renders synchronously: when it is the last thing the
  // signed-in area waited for, the shell and the page were mounted in one long task. From a deferred copy they are
  // a transition, drawn in short tasks (the loading screen stays meanwhile; the choices are installed before either way).
  const ready = useDeferredValue(useInstallDatePreferences());
  return ready ? <Outlet /> : <LoadingScreen label={GENERAL_MESSAGES.authenticating} />;
}

/**
 * Protected routes: 'Authenticating...' while the session is unknown, then /login?returnUrl=<here>. A user
 * whose address is not verified yet is sent to the code page: the server refuses them everything else.
 */
export function RequireAuth() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen label={GENERAL_MESSAGES.authenticating} />;
  if (status === 'anonymous' || !user) return <Redirect to={loginPathFor(location)} />;
  if (!user.emailVerified) return <Redirect to={defaultDestination(user)} />;
  return <WithUserPreferences />;
}
