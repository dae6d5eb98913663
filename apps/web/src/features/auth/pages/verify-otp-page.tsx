import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { CenteredScreen } from '@/components/layout/centered-screen';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /signup/verify-otp: the 6-digit e-mail verification arrives with the sign-up issue. */
export function VerifyOtpPage() {
  useDocumentTitle('Verify Your Email');
  return (
    <CenteredScreen className="p-0 sm:p-0">
      <EmptyState
        icon={<MailCheck aria-hidden="true" />}
        title="Email verification is being set up"
        description="The code entry for new accounts will appear here."
        action={
          <Button asChild variant="outline">
            <Link to="/signup">Back to Sign Up</Link>
          </Button>
        }
      />
    </CenteredScreen>
  );
}
