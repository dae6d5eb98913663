import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { CenteredScreen } from '@/components/layout/centered-screen';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /signup: the shop-based 'Create Account' form arrives with the sign-up issue. */
export function SignupPage() {
  useDocumentTitle('Create Account');
  return (
    <CenteredScreen className="p-0 sm:p-0">
      <EmptyState
        icon={<UserPlus aria-hidden="true" />}
        title="Create Account is being set up"
        description="Accounts are created from your Shopify store's install link."
        action={
          <Button asChild variant="outline">
            <Link to="/login">Back to sign in</Link>
          </Button>
        }
      />
    </CenteredScreen>
  );
}
