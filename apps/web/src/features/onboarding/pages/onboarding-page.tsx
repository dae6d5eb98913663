import { ONBOARDING_MESSAGES, type OnboardStatusResponse, type User } from '@bizamply/contracts';
import { LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import { BrandLogo } from '@/components/layout/brand-logo';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { browserLocation } from '@/lib/navigation';
import { completeOnboarding } from '../api/complete-onboarding';
import { useOnboardStatus } from '../api/get-onboard-status';
import { CompanyStep } from '../components/company-step';
import { ConnectStep, type Finishing } from '../components/connect-step';
import { StepIndicator } from '../components/step-indicator';
import { initialStep } from '../lib/initial-step';
import {
  clearOnboardingKeys,
  markOnboardingCompleted,
  setSkipFlags,
  writeStep,
  type WizardStep,
} from '../lib/onboarding-storage';
import { onboardingToast } from '../lib/onboarding-toast';

const DASHBOARD_PATH = '/dashboard';

const verifyPath = (email: string) => `/signup/verify-otp?email=${encodeURIComponent(email)}`;

/** What the wizard needs from the session; the app passes it in (features do not import each other). */
export interface OnboardingPageProps {
  user: User;
  /** Re-reads the signed-in user (firstimeSetup is 1 after completion). */
  refreshUser: () => Promise<User | null>;
  logout: () => Promise<void>;
}

interface WizardProps {
  user: User;
  status: OnboardStatusResponse | undefined;
  refreshUser: () => Promise<User | null>;
}

function Wizard({ user, status, refreshUser }: WizardProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<WizardStep>(() => initialStep(status));
  const [finishing, setFinishing] = useState<Finishing>(null);
  useEffect(() => writeStep(step), [step]);

  /** Complete Setup and Skip both mark onboarding complete (POST /onboarding/submit), spec 1 §4. */
  const finish = async (mode: Exclude<Finishing, null>) => {
    if (finishing) return;
    setFinishing(mode);
    try {
      await completeOnboarding();
      clearOnboardingKeys();
      if (mode === 'skip') setSkipFlags();
      else markOnboardingCompleted();
      await refreshUser();
      navigate(DASHBOARD_PATH, { replace: true });
    } catch (error) {
      console.error(ONBOARDING_MESSAGES.completeFailedLog, error);
      // The server keeps unverified addresses in onboarding: verifying is the way on, not the skip flags.
      if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
        onboardingToast.warning(error.message);
        navigate(verifyPath(user.email));
        return;
      }
      if (mode === 'skip') {
        setSkipFlags();
        browserLocation.assign(DASHBOARD_PATH);
        return;
      }
      onboardingToast.error(errorMessage(error, ONBOARDING_MESSAGES.completeFailedLog));
      setFinishing(null);
    }
  };

  const title = step === 1 ? ONBOARDING_MESSAGES.step1Title : ONBOARDING_MESSAGES.step2Title;
  const description = step === 1 ? ONBOARDING_MESSAGES.step1Description : ONBOARDING_MESSAGES.step2Description;

  return (
    <>
      <StepIndicator current={step} />
      <Card>
        <CardHeader className="border-b border-border pb-4">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {step === 1 ? (
          <CompanyStep user={user} status={status} onSaved={() => setStep(2)} />
        ) : (
          <ConnectStep
            user={user}
            finishing={finishing}
            onBack={() => setStep(1)}
            onComplete={() => void finish('complete')}
            onSkip={() => void finish('skip')}
          />
        )}
      </Card>
    </>
  );
}

function WizardSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}

/** /onboarding: the two-step wizard (spec 1 §2, §4). */
export function OnboardingPage({ user, refreshUser, logout }: OnboardingPageProps) {
  useDocumentTitle(ONBOARDING_MESSAGES.title);
  // A failed status read (other than 401, which signs out) falls back to local storage.
  const statusQuery = useOnboardStatus();

  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-14 max-w-4xl items-center justify-between px-4">
          <BrandLogo />
          <Button variant="ghost" size="sm" onClick={() => void logout()}>
            <LogOut aria-hidden="true" />
            {ONBOARDING_MESSAGES.signOut}
          </Button>
        </div>
      </header>
      <main className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
        <h1 className="text-2xl font-semibold tracking-tight">{ONBOARDING_MESSAGES.title}</h1>
        {user.emailVerified ? null : (
          <Alert variant="warning">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span>{ONBOARDING_MESSAGES.verifyFirst}</span>
              <Button asChild size="sm" variant="outline">
                <Link to={verifyPath(user.email)}>{ONBOARDING_MESSAGES.verifyNow}</Link>
              </Button>
            </div>
          </Alert>
        )}
        {statusQuery.isPending ? (
          <WizardSkeleton />
        ) : (
          <Wizard user={user} status={statusQuery.data} refreshUser={refreshUser} />
        )}
      </main>
    </div>
  );
}
