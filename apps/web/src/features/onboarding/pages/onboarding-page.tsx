import { Rocket } from 'lucide-react';
import { CenteredScreen } from '@/components/layout/centered-screen';
import { EmptyState } from '@/components/ui/empty-state';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /onboarding: the two-step wizard (company and brands, then connections) arrives with its own issue. */
export function OnboardingPage() {
  useDocumentTitle('Onboarding');
  return (
    <CenteredScreen className="p-0 sm:p-0">
      <EmptyState
        icon={<Rocket aria-hidden="true" />}
        title="Onboarding is being set up"
        description="Here you will name your brands and connect Shopify, your review platform and your social accounts."
      />
    </CenteredScreen>
  );
}
