import { DASHBOARD_MESSAGES, GENERAL_MESSAGES, STORAGE_KEYS } from '@bizamply/contracts';
import { describe, expect, it } from 'vitest';
import { SESSION_TOKEN_KEYS } from './app/first-pages';
import { INBOX_TEXT } from './features/responses/lib/texts';
import { prerenderAddress, PRERENDERED_ADDRESSES } from './prerender';

function parse(markup: string) {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content;
}

describe('the prerendered signed-in frames', () => {
  it('are built for /dashboard and /responses beside /login', () => {
    expect(PRERENDERED_ADDRESSES).toEqual(['/login', '/dashboard', '/responses']);
  });

  it.each([
    ['/dashboard', 'Dashboard', DASHBOARD_MESSAGES.subtitle],
    ['/responses', INBOX_TEXT.pageTitle, INBOX_TEXT.pageDescription],
  ])(
    '%s: the page title and subtitle, skeletons, and the splash for a visitor with no stored session',
    async (address, title, subtitle) => {
      const { markup, attribute } = await prerenderAddress(address);
      expect(attribute).toBe('data-signed-in-frame');
      const [frame, splash] = [...parse(markup).children] as HTMLElement[];

      expect(frame?.className).toBe('in-[.no-stored-session]:hidden');
      expect(frame?.querySelector('h1')?.textContent).toBe(title);
      expect(frame?.querySelector('main p:not([role])')?.textContent).toContain(subtitle);
      expect(frame?.querySelectorAll('.animate-pulse').length).toBeGreaterThan(4);
      // Built once for everybody: no user, brand, navigation item or figure (the greeting's name is a skeleton).
      expect(frame?.querySelector('a, nav, button, img, input')).toBeNull();
      expect(frame?.textContent).not.toMatch(/\d/);

      expect(splash?.className).toBe('hidden in-[.no-stored-session]:block');
      expect(splash?.querySelector('[role="status"]')?.textContent).toContain(GENERAL_MESSAGES.loading);
    },
  );

  it('hides the frame by the same storage keys the app reads its session token from', () => {
    expect(SESSION_TOKEN_KEYS).toEqual({
      localStorage: [STORAGE_KEYS.authToken, STORAGE_KEYS.authTokenAlias],
      sessionStorage: [STORAGE_KEYS.authToken],
    });
  });
});
