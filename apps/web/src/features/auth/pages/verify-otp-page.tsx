import { VERIFICATION_CODE_TTL_SECONDS, VERIFICATION_MESSAGES, VERIFY_OTP_MESSAGES } from '@bizamply/contracts';
import { MailCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { CenteredScreen } from '@/components/layout/centered-screen';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
import { resendErrorMessage, resendVerification } from '../api/resend-verification';
import { verifyEmail, verifyErrorMessage } from '../api/verify-email';
import { emptyOtp, OTP_LENGTH, OtpInput } from '../components/otp-input';
import { useSession } from '../components/session-context';
import { defaultDestination } from '../lib/auth-redirects';
import { formatCountdown, useCountdown } from '../lib/use-countdown';
import { hasShopParams, INSTALL_LINK_KEY } from '../lib/shop-params';

const ERROR_ID = 'verify-otp-error';

/** /signup with this tab's install link when the sign-up came from one (issue 19 item 17). */
function signupPathForInstallLink(): string {
  let saved: string | null = null;
  try {
    saved = window.sessionStorage.getItem(INSTALL_LINK_KEY);
  } catch {
    saved = null;
  }
  // Written by `rememberInstallLink` (signup-storage.ts) as exactly the three parameters.
  return saved && hasShopParams(new URLSearchParams(saved)) ? `/signup?${saved}` : '/signup';
}

/**
 * /signup/verify-otp?email=…: the 6-digit code from the e-mail. Verification is real (the spec simulates it):
 * a right code verifies the address and signs the user in, then the sign-in rules apply (/onboarding for a
 * new account).
 */
export function VerifyOtpPage() {
  useDocumentTitle(VERIFY_OTP_MESSAGES.title);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, signIn, logout } = useSession();
  const email = searchParams.get('email')?.trim() || user?.email || '';

  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [sending, setSending] = useState(false);
  const [focusSignal, setFocusSignal] = useState(0);
  const verifyingRef = useRef(false);
  const { remaining, restart } = useCountdown(VERIFICATION_CODE_TTL_SECONDS);

  const code = digits.join('');
  const complete = code.length === OTP_LENGTH;
  const expired = remaining === 0;

  const clearCode = () => {
    setDigits(emptyOtp());
    setFocusSignal((signal) => signal + 1);
  };

  const onDigitsChange = (next: string[]) => {
    setDigits(next);
    if (error) setError(null);
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (verifyingRef.current) return;
    if (!complete) {
      setError(VERIFICATION_MESSAGES.incompleteCode);
      return;
    }
    verifyingRef.current = true;
    setVerifying(true);
    setError(null);
    setNotice(null);
    try {
      const response = await verifyEmail({ email, code });
      const signedIn = await signIn(response.token);
      navigate(defaultDestination(signedIn), { replace: true });
    } catch (caught) {
      setError(verifyErrorMessage(caught));
      clearCode();
      verifyingRef.current = false;
      setVerifying(false);
    }
  };

  const onResend = async () => {
    if (sending || !expired) return;
    setSending(true);
    setError(null);
    setNotice(null);
    try {
      const response = await resendVerification(email);
      setNotice(response.message);
      restart();
      clearCode();
    } catch (caught) {
      setError(resendErrorMessage(caught));
    } finally {
      setSending(false);
    }
  };

  return (
    <CenteredScreen>
      <div className="flex flex-col items-center gap-6">
        <div className="flex flex-col items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary-subtle text-primary-subtle-foreground">
            <MailCheck aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-xl font-semibold tracking-tight">{VERIFY_OTP_MESSAGES.title}</h1>
          {email ? (
            <p className="text-sm text-muted-foreground">
              {VERIFY_OTP_MESSAGES.sentTo.split('{email}')[0]}
              <span className="font-medium break-all text-foreground">{email}</span>
              {VERIFY_OTP_MESSAGES.sentTo.split('{email}')[1]}
            </p>
          ) : null}
        </div>

        {email ? (
          <form noValidate onSubmit={onVerify} className="flex w-full flex-col gap-5">
            {notice ? <Alert variant="success">{notice}</Alert> : null}
            <div className="flex flex-col gap-3">
              <OtpInput
                value={digits}
                onChange={onDigitsChange}
                disabled={verifying}
                invalid={Boolean(error)}
                describedBy={error ? ERROR_ID : undefined}
                focusFirstSignal={focusSignal}
              />
              {error ? (
                <p id={ERROR_ID} role="alert" className="text-sm font-medium text-error-foreground">
                  {error}
                </p>
              ) : null}
              <p
                aria-live="polite"
                className={cn('text-sm tabular-nums', expired ? 'text-warning-foreground' : 'text-muted-foreground')}
              >
                {expired
                  ? VERIFICATION_MESSAGES.expired
                  : VERIFY_OTP_MESSAGES.codeExpiresIn.replace('{time}', formatCountdown(remaining))}
              </p>
            </div>

            <Button type="submit" size="lg" className="w-full" disabled={!complete} loading={verifying}>
              {verifying ? VERIFY_OTP_MESSAGES.verifying : VERIFY_OTP_MESSAGES.verifyAndContinue}
            </Button>

            <div className="flex flex-col items-center gap-1">
              <Button variant="ghost" size="sm" onClick={onResend} disabled={!expired} loading={sending}>
                {sending ? VERIFY_OTP_MESSAGES.sending : VERIFY_OTP_MESSAGES.resendCode}
              </Button>
              {expired ? null : (
                <p className="max-w-xs text-xs text-muted-foreground">{VERIFY_OTP_MESSAGES.didNotGetIt}</p>
              )}
            </div>
          </form>
        ) : (
          <Alert variant="error">{VERIFY_OTP_MESSAGES.noEmail}</Alert>
        )}

        <Link
          to={signupPathForInstallLink()}
          className="text-sm font-medium text-primary-subtle-foreground hover:underline"
          onClick={(event) => {
            // The unverified sign-up's session would send /signup straight back here: leave it first.
            if (!user || user.emailVerified) return;
            event.preventDefault();
            void logout({ redirect: false }).then(() => navigate(signupPathForInstallLink()));
          }}
        >
          {VERIFY_OTP_MESSAGES.backToSignUp}
        </Link>
      </div>
    </CenteredScreen>
  );
}
