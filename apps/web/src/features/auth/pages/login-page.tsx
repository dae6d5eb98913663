import { useSearchParams } from 'react-router';
import { BrandLogo } from '@/components/layout/brand-logo';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LoginForm } from '../components/login-form';
import { MarketingPanel } from '../components/marketing-panel';
import { oauthErrorMessage } from '../lib/oauth-errors';

export function LoginPage() {
  useDocumentTitle('Sign in');
  const [searchParams] = useSearchParams();
  const errorCode = searchParams.get('error');

  return (
    <div className="grid min-h-dvh bg-background lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <main className="flex flex-col px-6 py-8 sm:px-10">
        <BrandLogo />
        <div className="flex flex-1 items-center justify-center py-10">
          <div className="flex w-full max-w-sm flex-col gap-8">
            <div className="flex flex-col gap-2">
              <h1 className="text-2xl font-semibold tracking-tight">Sign in to your account</h1>
              <p className="text-sm text-muted-foreground">Welcome back. Enter your details to open your inbox.</p>
            </div>
            <LoginForm initialError={errorCode ? oauthErrorMessage(errorCode) : null} />
          </div>
        </div>
        <p className="text-xs text-muted-foreground">© {new Date().getFullYear()} Bizamply</p>
      </main>
      <MarketingPanel />
    </div>
  );
}
