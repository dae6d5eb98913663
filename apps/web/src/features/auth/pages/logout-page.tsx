import { AUTH_MESSAGES } from '@bizamply/contracts';
import { useEffect, useRef } from 'react';
import { CenteredScreen } from '@/components/layout/centered-screen';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '../components/session-context';

/** /logout (spec 3 §2): 'Logging Out' while the session handler signs the user out. */
export function LogoutPage() {
  useDocumentTitle(AUTH_MESSAGES.loggingOut);
  const { logout } = useSession();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);

  return (
    <CenteredScreen>
      <div role="status" className="flex flex-col items-center gap-3">
        <Spinner className="size-6 text-primary" />
        <h1 className="text-lg font-semibold">{AUTH_MESSAGES.loggingOut}</h1>
      </div>
    </CenteredScreen>
  );
}
