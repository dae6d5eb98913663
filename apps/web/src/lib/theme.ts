import { STORAGE_KEYS } from '@bizamply/contracts';
import { writeCookie } from './cookies';
import { storage } from './storage';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** Spec 3 Settings › Appearance: the choice is kept for one year, in a cookie and in local storage. */
const THEME_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function getStoredTheme(): Theme {
  const stored = storage.get(STORAGE_KEYS.theme);
  return isTheme(stored) ? stored : 'system';
}

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Mirrors public/theme-init.js, which applies the same rule before the first paint. */
export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && prefersDark());
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  storage.set(STORAGE_KEYS.theme, theme);
  writeCookie(STORAGE_KEYS.theme, theme, { maxAgeSeconds: THEME_MAX_AGE_SECONDS, sameSite: 'Lax' });
  applyTheme(theme);
}
