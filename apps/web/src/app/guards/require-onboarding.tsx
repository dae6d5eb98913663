import { STORAGE_KEYS } from '@bizamply/contracts';
import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '@/features/auth/components/session-context';
import { storage } from '@/lib/storage';

/**
 * Pages that need completed onboarding send users whose firstimeSetup is 0 to /onboarding (spec 1 §2).
 * Administrators are exempt: the sign-in rules send them straight to /dashboard. So is a user whose skip
 * could not be saved on the server (spec 1 §4: the skip flags, then /dashboard), until they sign out.
 */
export function RequireOnboarding() {
  const user = useCurrentUser();
  const skipped = storage.get(STORAGE_KEYS.skipOnboarding) === 'true';
  if (user.firstimeSetup === 0 && !user.isAdmin && !skipped) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}
