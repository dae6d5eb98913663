import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/router';

/**
 * The HTML of an address as an anonymous visitor's first render draws it, for the build to put inside `#root`
 * (vite.config.ts, `prerenderedPages`): the page paints with the HTML and the CSS, and the browser's first render
 * hydrates it (main.tsx) instead of drawing it again. Lazy pages are awaited (`prerender` waits for every
 * Suspense boundary), so the markup is the page itself, not the splash.
 */
export async function prerenderAddress(address: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App createRouter={() => createMemoryRouter(routes, { initialEntries: [address] })} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
