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

/** The bearer token; older builds stored it as `auth_token`, which is still accepted (spec 1 §3). */
export function getAuthToken(): string | null {
  return storage.get(STORAGE_KEYS.authToken) ?? storage.get(STORAGE_KEYS.authTokenAlias);
}

export function setAuthToken(token: string): void {
  storage.set(STORAGE_KEYS.authToken, token);
  storage.remove(STORAGE_KEYS.authTokenAlias);
}

export function clearAuthToken(): void {
  storage.remove(STORAGE_KEYS.authToken);
  storage.remove(STORAGE_KEYS.authTokenAlias);
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
