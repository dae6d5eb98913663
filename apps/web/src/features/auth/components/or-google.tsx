import { SIGNUP_MESSAGES } from '@bizamply/contracts';
import { GoogleSignInButton } from './google-sign-in-button';

/** The 'or' rule and 'Sign in with Google' under a password form (/login, /accept-invitation). */
export function OrGoogle() {
  return (
    <>
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {SIGNUP_MESSAGES.or}
        <span className="h-px flex-1 bg-border" />
      </div>
      <GoogleSignInButton />
    </>
  );
}
