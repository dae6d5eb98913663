import { Navigate, type To } from 'react-router';
import { SplashScreen } from '@/components/layout/splash-screen';

/**
 * A full-screen redirect. Router navigations run in a transition, so React keeps showing this splash while
 * the target page's code loads, instead of the blank that a bare <Navigate> (which renders nothing) leaves.
 */
export function Redirect({ to }: { to: To }) {
  return (
    <>
      <Navigate to={to} replace />
      <SplashScreen />
    </>
  );
}
