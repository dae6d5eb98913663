import { VERIFY_OTP_FALLBACK_MESSAGES } from '@bizamply/contracts';
import { CenteredScreen } from '@/components/layout/centered-screen';
import { Spinner } from '@/components/ui/spinner';

/** The loading fallback of /signup/verify-otp: 'Verify Your Email' / 'Loading...' (spec 1 §2). */
export function VerifyOtpFallback() {
  return (
    <CenteredScreen>
      <div role="status" className="flex flex-col items-center gap-3">
        <h1 className="text-lg font-semibold">{VERIFY_OTP_FALLBACK_MESSAGES.title}</h1>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {VERIFY_OTP_FALLBACK_MESSAGES.loading}
        </p>
      </div>
    </CenteredScreen>
  );
}
