import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

/** What every test leaves behind, undone: the render, storage, cookies, timers, stubs and mocks. */
export function resetTestEnvironment(): void {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearCookies();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
