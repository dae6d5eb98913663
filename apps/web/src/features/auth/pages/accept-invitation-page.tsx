import { INVITATION_MESSAGES, SIGN_IN_MESSAGES } from '@bizamply/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { acceptInvitation } from '../api/password-links';
import { AuthLayout } from '../components/auth-layout';
import { OrGoogle } from '../components/or-google';
import { NewPasswordForm } from '../components/new-password-form';
import { useSession } from '../components/session-context';
import { defaultDestination } from '../lib/auth-redirects';
import { linkFailure, useLinkToken } from '../lib/link-token';

/**
 * /accept-invitation#token=…: a customer the administrator added sets a password (or signs in with Google on
 * the invited address) and lands in the app. A browser signed in as someone else is asked to sign out first.
 */
export function AcceptInvitationPage() {
  useDocumentTitle(INVITATION_MESSAGES.title);
  const navigate = useNavigate();
  const token = useLinkToken();
  const { user: current, signIn, logout } = useSession();
  const [linkInvalid, setLinkInvalid] = useState(token === null);
  const [serverError, setServerError] = useState<string | null>(null);
  // Once the invitation is accepted the session holds the new user: no "already signed in" flash on the way out.
  const [accepted, setAccepted] = useState(false);

  const onSubmit = async (password: string): Promise<string | void> => {
    if (!token) return;
    setServerError(null);
    try {
      const response = await acceptInvitation({ token, password });
      setAccepted(true);
      const user = await signIn(response.token);
      navigate(defaultDestination(user), { replace: true });
    } catch (error) {
      const failure = linkFailure(error);
      if (failure.kind === 'invalid-link') setLinkInvalid(true);
      else if (failure.kind === 'field') return failure.message;
      else setServerError(failure.message);
    }
  };

  const content = () => {
    if (linkInvalid) return <Alert variant="error">{INVITATION_MESSAGES.invalidLink}</Alert>;
    if (current && !accepted) {
      return (
        <div className="flex flex-col gap-4">
          <Alert variant="warning" title={SIGN_IN_MESSAGES.sessionConflictTitle}>
            {SIGN_IN_MESSAGES.sessionConflict} <span className="font-medium break-all">{current.email}</span>
          </Alert>
          <Button onClick={() => void logout({ redirect: false })}>{SIGN_IN_MESSAGES.switchAccount}</Button>
        </div>
      );
    }
    return (
      <div className="flex flex-col gap-5">
        {serverError ? <Alert variant="error">{serverError}</Alert> : null}
        <NewPasswordForm
          submitLabel={INVITATION_MESSAGES.setPassword}
          busyLabel={INVITATION_MESSAGES.saving}
          onSubmit={onSubmit}
        />
        <OrGoogle />
      </div>
    );
  };

  return (
    <AuthLayout title={INVITATION_MESSAGES.title} subtitle={linkInvalid ? undefined : INVITATION_MESSAGES.subtitle}>
      {content()}
    </AuthLayout>
  );
}
