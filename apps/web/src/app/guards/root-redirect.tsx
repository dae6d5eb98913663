import { useLocation } from 'react-router';
import { SplashScreen } from '@/components/layout/splash-screen';
import { useSession } from '@/features/auth/components/session-context';
import { INBOX_PATH } from '@/features/responses/inbox-path';
import { Redirect } from './redirect';

/** `/`: a signed-in user goes to /dashboard, everyone else to /login (spec 1 §2). */
export function RootRedirect() {
  const { status } = useSession();
  if (status === 'loading') return <SplashScreen />;
  return <Redirect to={status === 'authenticated' ? '/dashboard' : '/login'} />;
}

/** `/inbox` (the dashboard's View All) is the Customer Responses inbox; the query string is kept. */
export function InboxRedirect() {
  const { search, hash } = useLocation();
  return <Redirect to={{ pathname: INBOX_PATH, search, hash }} />;
}
