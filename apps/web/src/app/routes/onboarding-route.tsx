import { useCurrentUser, useSession } from '@/features/auth/components/session-context';
import { OnboardingPage } from '@/features/onboarding/pages/onboarding-page';

/** /onboarding: the wizard gets the signed-in user and the session actions from here (features stay apart). */
export function OnboardingRoute() {
  const user = useCurrentUser();
  const { refreshUser, logout } = useSession();
  return <OnboardingPage user={user} refreshUser={refreshUser} logout={logout} />;
}
