import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from './router';
import { createRouterWindow } from './router-window';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the router window', () => {
  it('starts the browser router without reading or writing the tab’s sessionStorage', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const router = createAppRouter();
    window.dispatchEvent(new Event('pagehide'));
    const sessionCalls = [...getItem.mock.contexts, ...setItem.mock.contexts].filter(
      (storage) => storage === window.sessionStorage,
    );
    expect(sessionCalls).toEqual([]);
    router.dispose();
  });

  it('still follows the page’s address, history and events', async () => {
    window.history.replaceState(null, '', '/login?x=1');
    const router = createAppRouter();
    expect(router.state.location.pathname).toBe('/login');
    await router.navigate('/signup');
    expect(window.location.pathname).toBe('/signup');
    const listener = vi.fn();
    const routerWindow = createRouterWindow();
    routerWindow.addEventListener('custom-check', listener);
    window.dispatchEvent(new Event('custom-check'));
    routerWindow.removeEventListener('custom-check', listener);
    window.dispatchEvent(new Event('custom-check'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(routerWindow.location).toBe(window.location);
    router.dispose();
  });
});
