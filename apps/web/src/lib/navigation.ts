export interface NavigateOptions {
  replace?: boolean;
}
type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

/**
 * In-app navigation for code that lives outside React components (the API client's 401 handling, the
 * session). The router registers itself here; tests register a memory router or a spy.
 */
export function registerNavigator(next: Navigator): void {
  navigator = next;
}

export function navigate(to: string, options?: NavigateOptions): void {
  navigator(to, options);
}

/** A full page load: used for absolute URLs and when the app state cannot be trusted any more. */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
