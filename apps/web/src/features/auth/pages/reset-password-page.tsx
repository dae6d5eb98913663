import { ACCOUNT_LINK_PATHS, PASSWORD_RESET_MESSAGES } from '@bizamply/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { resetPassword } from '../api/password-links';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordForm } from '../components/new-password-form';
import { LOGIN_PATH } from '../lib/auth-redirects';
import { linkFailure, useLinkToken } from '../lib/link-token';

/** Where the reset page sends the user: /login, which then says the password was changed. */
export const PASSWORD_RESET_DONE_PATH = `${LOGIN_PATH}?passwordReset=1`;

function InvalidLink() {
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="error">{PASSWORD_RESET_MESSAGES.invalidLink}</Alert>
      <Link
        to={ACCOUNT_LINK_PATHS.forgotPassword}
        className="text-sm font-medium text-primary-subtle-foreground hover:underline"
      >
        {PASSWORD_RESET_MESSAGES.requestNewLink}
      </Link>
    </div>
  );
}

/** /reset-password#token=…: the e-mailed one-time link (30 minutes). A new password ends every other session. */
export function ResetPasswordPage() {
  useDocumentTitle(PASSWORD_RESET_MESSAGES.resetTitle);
  const navigate = useNavigate();
  const token = useLinkToken();
  const [linkInvalid, setLinkInvalid] = useState(token === null);
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = async (password: string): Promise<string | void> => {
    if (!token) return;
    setServerError(null);
    try {
      await resetPassword({ token, password });
      navigate(PASSWORD_RESET_DONE_PATH, { replace: true });
    } catch (error) {
      const failure = linkFailure(error);
      if (failure.kind === 'invalid-link') setLinkInvalid(true);
      else if (failure.kind === 'field') return failure.message;
      else setServerError(failure.message);
    }
  };

  return (
    <AuthLayout
      title={PASSWORD_RESET_MESSAGES.resetTitle}
      subtitle={linkInvalid ? undefined : PASSWORD_RESET_MESSAGES.resetSubtitle}
      footer={
        <Link to={LOGIN_PATH} className="font-medium text-primary-subtle-foreground hover:underline">
          {PASSWORD_RESET_MESSAGES.backToSignIn}
        </Link>
      }
    >
      {linkInvalid ? (
        <InvalidLink />
      ) : (
        <div className="flex flex-col gap-5">
          {serverError ? <Alert variant="error">{serverError}</Alert> : null}
          <NewPasswordForm
            submitLabel={PASSWORD_RESET_MESSAGES.savePassword}
            busyLabel={PASSWORD_RESET_MESSAGES.saving}
            onSubmit={onSubmit}
          />
        </div>
      )}
    </AuthLayout>
  );
}
