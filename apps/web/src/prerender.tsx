import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/router';
import { hasSignedInFrame, SIGNED_IN_FRAMES, SignedInFrame } from './app/signed-in-frame';
import { SplashScreen } from './components/layout/splash-screen';

/** Pages drawn in the HTML as an anonymous visitor sees them; the browser hydrates them (main.tsx). */
const ANONYMOUS_PAGES = ['/login'];

/** Every address the build writes `prerendered/<address>.html` for (vite.config.ts, `prerenderedPages`). */
export const PRERENDERED_ADDRESSES = [...ANONYMOUS_PAGES, ...Object.keys(SIGNED_IN_FRAMES)];

/** What goes inside `#root` for an address, and the attribute that tells main.tsx what it is. */
export interface PrerenderedRoot {
  markup: string;
  attribute: 'data-prerendered' | 'data-signed-in-frame';
}

async function html(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(<StrictMode>{element}</StrictMode>);
  return new Response(prelude).text();
}

/**
 * The HTML of an address for the build to put inside `#root`: the page paints with the HTML and the CSS instead of
 * after the app's JavaScript.
 * - An anonymous page (/login) as an anonymous visitor's first render draws it; lazy pages are awaited
 *   (`prerender` waits for every Suspense boundary), so the markup is the page itself, and main.tsx hydrates it.
 * - A signed-in page: its frame, with no user data (built once for everybody), and the splash beside it.
 *   The first-page script (inline in the HTML) marks the document `no-stored-session` before first paint when no
 *   session is stored: the splash shows instead of the frame (a signed-out visitor is sent to /login, and never
 *   sees the frame). The app
 *   draws afresh over it (`createRoot`): the frame again while it loads (`LoadingScreen`), then the page.
 */
export async function prerenderAddress(address: string): Promise<PrerenderedRoot> {
  if (!hasSignedInFrame(address)) {
    const markup = await html(<App createRouter={() => createMemoryRouter(routes, { initialEntries: [address] })} />);
    return { markup, attribute: 'data-prerendered' };
  }
  const markup = await html(
    <>
      <div className="in-[.no-stored-session]:hidden">
        <SignedInFrame address={address} />
      </div>
      <div className="hidden in-[.no-stored-session]:block">
        <SplashScreen />
      </div>
    </>,
  );
  return { markup, attribute: 'data-signed-in-frame' };
}
