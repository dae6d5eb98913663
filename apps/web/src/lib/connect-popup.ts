import { POPUP_WINDOW, type Platform } from '@bizamply/contracts';
import { api } from './endpoints';

/**
 * The connect window of a platform consent (issue 13): opened inside the click (before any await, so pop-up
 * blockers let it through), pointed at the platform through a one-time popup ticket, then watched. Spec 1 §9's
 * timings: checked every second while open, once more a second after it closes.
 */
export const POPUP_CHECK_MS = 1000;
const GIVE_UP_MS = 10 * 60 * 1000;
const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '';

export function openPopupWindow(platform: Platform): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WINDOW.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_WINDOW.height) / 2));
  const size = `width=${POPUP_WINDOW.width},height=${POPUP_WINDOW.height},left=${left},top=${top}`;
  return window.open('about:blank', `bizamply-connect-${platform}`, size);
}

/** Sends the opened window to the platform's consent (closing it when the ticket cannot be had). */
export async function sendPopupToConsent(popup: Window, platform: Platform, brandId: string): Promise<void> {
  try {
    const { data } = await api.connections.popupTicket({ body: { brandId, platform } });
    popup.location.href = `${API_BASE_URL}${data.popupUrl}`;
  } catch (error) {
    popup.close();
    throw error;
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves with the first answer `done` accepts while the window is open (closing it), else the last one. */
export async function whilePopupOpen<T>(popup: Window, check: () => Promise<T>, done: (value: T) => boolean) {
  const giveUpAt = Date.now() + GIVE_UP_MS;
  while (!popup.closed && Date.now() < giveUpAt) {
    await pause(POPUP_CHECK_MS);
    if (popup.closed) break;
    const answer = await check();
    if (done(answer)) {
      popup.close();
      return answer;
    }
  }
  await pause(POPUP_CHECK_MS);
  return check();
}
