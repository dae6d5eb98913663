import type { ConsentPickerResponse } from '@bizamply/contracts/consent-picker';
import { queryOptions } from '@tanstack/react-query';
import { openPopupWindow, sendPopupToConsent, whilePopupOpen } from '@/lib/connect-popup';
import { api } from '@/lib/endpoints';

const PLATFORM = 'google_business' as const;
const params = { platform: PLATFORM };

export type ConsentedLocations = ConsentPickerResponse['data'];

/** GET /integrations/google_business/accounts: the locations this browser's latest Google consent listed. */
export const locationsQueryOptions = () =>
  queryOptions({
    ...api.consentPicker.accounts.queryOptions({ params }),
    select: (response: ConsentPickerResponse) => response.data,
    retry: false,
  });

export const openConsentWindow = () => openPopupWindow(PLATFORM);

/**
 * The Google consent in the opened window; resolves once a new consent is there (its locations), or with what is
 * known when the window closed without one.
 */
export async function consentInWindow(popup: Window, brandId: string, since: string | null) {
  await sendPopupToConsent(popup, PLATFORM, brandId);
  return whilePopupOpen(
    popup,
    async () => (await api.consentPicker.accounts({ params })).data,
    (data) => data.granted && data.expiresAt !== since,
  );
}

/** POST /integrations/google_business/accounts: the picked location becomes the brand's Google reviews. */
export function connectLocation(brandId: string, locationId: string) {
  return api.consentPicker.connect({ params, body: { brandId, id: locationId } });
}
