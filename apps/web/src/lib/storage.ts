import { LOGOUT_CLEARED_KEYS, STORAGE_KEYS } from '@bizamply/contracts';

/** localStorage that never throws: blocked storage (private mode, quotas) behaves as empty. */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Nothing to do: the value simply is not remembered.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Same as above.
    }
  },
};

/** The tab's own storage: what a sign-in without "Remember me" keeps, gone when the browser closes. */
const browserSession = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      // Blocked storage: the sign-in lasts as long as the page.
    }
  },
  remove(key: string): void {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Same as above.
    }
  },
};

/** The bearer token; older builds stored it as `auth_token`, which is still accepted (spec 1 §3). */
export function getAuthToken(): string | null {
  return (
    storage.get(STORAGE_KEYS.authToken) ??
    storage.get(STORAGE_KEYS.authTokenAlias) ??
    browserSession.get(STORAGE_KEYS.authToken)
  );
}

/** `remember: false` ("Remember me" unticked) keeps the token until the browser closes (issue 19 item 17). */
export function setAuthToken(token: string, options: { remember?: boolean } = {}): void {
  clearAuthToken();
  if (options.remember === false) browserSession.set(STORAGE_KEYS.authToken, token);
  else storage.set(STORAGE_KEYS.authToken, token);
}

export function clearAuthToken(): void {
  storage.remove(STORAGE_KEYS.authToken);
  storage.remove(STORAGE_KEYS.authTokenAlias);
  browserSession.remove(STORAGE_KEYS.authToken);
}

export function getSelectedBrandId(): string | null {
  const value = storage.get(STORAGE_KEYS.selectedBrand);
  return value && value.length > 0 ? value : null;
}

export function setSelectedBrandId(brandId: string | null): void {
  if (brandId) storage.set(STORAGE_KEYS.selectedBrand, brandId);
  else storage.remove(STORAGE_KEYS.selectedBrand);
}

/** Logout clears token, CSRF token, onboarding and brand data, connections and shop details (spec 1 §4). */
export function clearSessionStorage(): void {
  for (const key of LOGOUT_CLEARED_KEYS) storage.remove(key);
}
