import { useLocation } from 'react-router';
import { SplashScreen } from '@/components/layout/splash-screen';
import { isSignedInFrameShown } from './boot-frame';

/**
 * While the session, the user's preferences or a page's code load: the splash, or nothing while the HTML's
 * signed-in frame of this address is still on screen (`boot-frame.ts`): it stays until the app draws the page
 * (or the redirect's destination) instead of giving way to the splash.
 */
export function LoadingScreen({ label }: { label?: string }) {
  const { pathname } = useLocation();
  return isSignedInFrameShown(pathname) ? null : <SplashScreen label={label} />;
}
