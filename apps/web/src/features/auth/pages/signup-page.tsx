import { AUTH_MESSAGES, SIGNUP_MESSAGES } from '@bizamply/contracts';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AuthLayout } from '../components/auth-layout';
import { useSession } from '../components/session-context';
import { ShopSignupForm } from '../components/shop-signup-form';
import { SimpleSignupForm } from '../components/simple-signup-form';
import { readShopParams } from '../lib/shop-params';

function SignInLink() {
  return (
    <>
      {SIGNUP_MESSAGES.haveAccount}{' '}
      <Link to="/login" className="font-medium text-primary-subtle-foreground hover:underline">
        {SIGNUP_MESSAGES.signIn}
      </Link>
    </>
  );
}

/**
 * /signup. With the install link's shop, shopify_session_id and shopify_access_token: the shop-based
 * 'Create Account'. Without them the shop form cannot be submitted, so the page says so and offers the
 * simple registration instead; `?mode=email` (the link from /login) opens that registration directly.
 */
export function SignupPage() {
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const shop = readShopParams(searchParams);
  const emailMode = searchParams.get('mode') === 'email';
  useDocumentTitle(shop || !emailMode ? SIGNUP_MESSAGES.title : SIGNUP_MESSAGES.simpleTitle);

  if (shop) {
    return (
      <AuthLayout
        wide
        title={SIGNUP_MESSAGES.title}
        subtitle={
          <>
            {SIGNUP_MESSAGES.subtitle} <span className="font-medium text-foreground">{shop.shop}</span>
          </>
        }
        footer={user ? null : <SignInLink />}
      >
        <ShopSignupForm shop={shop} signedInUser={user} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={emailMode ? SIGNUP_MESSAGES.simpleTitle : SIGNUP_MESSAGES.title}
      subtitle={emailMode ? SIGNUP_MESSAGES.simpleSubtitle : null}
      footer={<SignInLink />}
    >
      {emailMode ? null : (
        <Alert variant="error" title={AUTH_MESSAGES.missingShopParams}>
          {SIGNUP_MESSAGES.missingShopParamsHelp}
        </Alert>
      )}
      <SimpleSignupForm />
    </AuthLayout>
  );
}
