/**
 * The window the browser router is given: the page's own, except its `sessionStorage`.
 *
 * react-router's browser router reads the tab's sessionStorage as it starts (`restoreAppliedTransitions`, the view
 * transitions of earlier visits) and adds a `pagehide` listener that writes them back. A page's first sessionStorage
 * access is a synchronous call to the browser process; it landed in the shell's first render, the app's largest task
 * at start, and in one traced /responses load the render waited 150 ms on it (fifteenth pass, docs/performance.md).
 * The app uses no view transitions, and with a remembered session nothing else reads sessionStorage at start, so the
 * router finds none stored (it writes only after a view transition, inside a try).
 */
const NO_VIEW_TRANSITIONS: Pick<Storage, 'getItem'> = { getItem: () => null };

export function createRouterWindow(target: Window = window): Window {
  return new Proxy(target, {
    get(page, key) {
      if (key === 'sessionStorage') return NO_VIEW_TRANSITIONS;
      const value: unknown = Reflect.get(page, key);
      // The window's methods (addEventListener, …) refuse to run on another `this` than the window itself.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(page) : value;
    },
  });
}
