import { endpointUrl, type ConsentResponse, type DirectConnectResponse, type Platform } from '@bizamply/contracts';
import { isApiError } from '@/lib/api-client';
import { openPopupWindow, whilePopupOpen } from '@/lib/connect-popup';
import { api } from '@/lib/endpoints';
import { getConnectionStatus } from './connection-status';

/**
 * The connect actions of onboarding step 2 (spec 1 §4 "Connection", §7), kept thin: the integrations work
 * owns the details (tickets, polling, timings) and finishes them here without touching the wizard.
 */

export type PopupService = 'shopify' | 'judgeme' | 'yotpo' | 'instagram' | 'whatsapp';
export type DirectService = 'facebook' | 'tiktok' | 'google';

export const POPUP_SERVICES: readonly PopupService[] = ['shopify', 'judgeme', 'yotpo', 'instagram', 'whatsapp'];

export function isPopupService(service: Platform): service is PopupService {
  return (POPUP_SERVICES as readonly Platform[]).includes(service);
}

const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '';

/** The spec's popup address for a service and brand (spec 1 §7), from the popups' definitions. */
export function popupPath(service: PopupService, brandId: string, shop?: string): string {
  const { popup, yotpoPopup } = api.connections;
  const path = service === 'yotpo' ? yotpoPopup.endpoint.path : endpointUrl(popup.endpoint.path, { platform: service });
  const withShop = service === 'shopify' || (service === 'judgeme' && shop);
  const query = new URLSearchParams({ company: brandId, ...(withShop ? { shop: shop ?? '' } : {}) });
  return `${path}?${query}`;
}

/**
 * Opens the 600x700 connect window. Call it inside the click handler (before any await) so pop-up blockers
 * let it through; `connectWithPopup` then points it at the service.
 */
export const openConnectWindow = (service: PopupService | DirectService): Window | null => openPopupWindow(service);

/** The popup address: a one-time ticket stands in for the bearer header where the server issues them. */
async function resolvePopupUrl(service: PopupService | DirectService, brandId: string, shop?: string): Promise<string> {
  try {
    const { data } = await api.connections.popupTicket({
      body: { brandId, platform: service, ...(shop ? { shop } : {}) },
    });
    return data.popupUrl;
  } catch (error) {
    if (isApiError(error) && error.status === 404 && isPopupService(service)) return popupPath(service, brandId, shop);
    throw error;
  }
}

/** Points the opened window at the service's authorization page (closing it when that fails). */
async function navigatePopup(popup: Window, service: PopupService | DirectService, brandId: string, shop?: string) {
  try {
    popup.location.href = `${API_BASE_URL}${await resolvePopupUrl(service, brandId, shop)}`;
  } catch (error) {
    popup.close();
    throw error;
  }
}

/**
 * Sends the opened window to the service's authorization page, then watches: the status is polled every
 * second while the window is open, and checked once more 1 s after it closes. Resolves to the final status.
 */
export async function connectWithPopup(options: {
  service: PopupService;
  brandId: string;
  popup: Window;
  shop?: string;
}): Promise<boolean> {
  const { service, brandId, popup, shop } = options;
  await navigatePopup(popup, service, brandId, shop);
  return whilePopupOpen(
    popup,
    () => getConnectionStatus(service, brandId),
    (connected) => connected,
  );
}

export type ConsentData = ConsentResponse['data'];

/** GET /integrations/{facebook|tiktok|google}/consent: what this browser's latest consent listed (issue 13). */
export async function getConsent(service: DirectService, signal?: AbortSignal): Promise<ConsentData> {
  const { data } = await api.connections.consent({ params: { platform: service } }, { signal });
  return data;
}

export const consentQueryKey = (service: DirectService) => ['onboarding', 'consent', service] as const;

/**
 * Facebook, TikTok and Google: the merchant signs in on the platform in the popup; the server keeps the
 * accounts that consent listed (for this browser). Resolves once a new consent is there, or the popup closed.
 */
export async function consentWithPopup(options: {
  service: DirectService;
  brandId: string;
  popup: Window;
  /** The grant already known (its expiry), so only a new one ends the wait. */
  since: string | null;
}): Promise<ConsentData> {
  const { service, brandId, popup, since } = options;
  await navigatePopup(popup, service, brandId);
  return whilePopupOpen(
    popup,
    () => getConsent(service),
    (data) => data.granted && data.expiresAt !== since,
  );
}

/**
 * facebook, tiktok and google connect by a direct post: {brandId, pageId | handle | businessId}; the value must
 * be one this browser's consent listed (the server reads the consent cookie).
 */
export function connectDirect(service: DirectService, brandId: string, value: string): Promise<DirectConnectResponse> {
  switch (service) {
    case 'facebook':
      return api.connections.connectFacebook({ body: { brandId, pageId: value } });
    case 'tiktok':
      return api.connections.connectTiktok({ body: { brandId, handle: value } });
    case 'google':
      return api.connections.connectGoogle({ body: { brandId, businessId: value } });
  }
}
