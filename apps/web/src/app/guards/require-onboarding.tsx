import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '@/features/auth/components/session-context';

/**
 * Pages that need completed onboarding send users whose firstimeSetup is 0 to /onboarding (spec 1 §2).
 * Administrators are exempt: the sign-in rules send them straight to /dashboard.
 */
export function RequireOnboarding() {
  const user = useCurrentUser();
  if (user.firstimeSetup === 0 && !user.isAdmin) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}
