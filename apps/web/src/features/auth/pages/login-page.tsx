import { PASSWORD_RESET_MESSAGES, SIGNUP_MESSAGES } from '@bizamply/contracts';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AuthLayout } from '../components/auth-layout';
import { OrGoogle } from '../components/or-google';
import { LoginForm } from '../components/login-form';
import { oauthErrorMessage } from '../lib/oauth-errors';

/** `?mode=email` opens the simple registration on /signup. */
const SIMPLE_SIGNUP_PATH = '/signup?mode=email';

export function LoginPage() {
  useDocumentTitle('Sign in');
  const [searchParams] = useSearchParams();
  const errorCode = searchParams.get('error');

  return (
    <AuthLayout
      title="Sign in to your account"
      subtitle="Welcome back. Enter your details to open your inbox."
      footer={
        <>
          {SIGNUP_MESSAGES.noAccount}{' '}
          <Link to={SIMPLE_SIGNUP_PATH} className="font-medium text-primary-subtle-foreground hover:underline">
            {SIGNUP_MESSAGES.createAnAccount}
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <LoginForm
          initialError={errorCode ? oauthErrorMessage(errorCode) : null}
          initialNotice={searchParams.get('passwordReset') ? PASSWORD_RESET_MESSAGES.passwordReset : null}
        />
        <OrGoogle />
      </div>
    </AuthLayout>
  );
}
