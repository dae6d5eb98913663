import type { GoogleLocationsResponse } from '@bizamply/contracts/platforms/google_business';
import { queryOptions } from '@tanstack/react-query';
import { openPopupWindow, sendPopupToConsent, whilePopupOpen } from '@/lib/connect-popup';
import { api } from '@/lib/endpoints';

export type GoogleLocations = GoogleLocationsResponse['data'];

/** GET /integrations/google_business/locations: what this browser's latest Google consent listed. */
export const googleLocationsQueryOptions = () =>
  queryOptions({
    ...api.googleBusiness.locations.queryOptions(),
    select: (response: GoogleLocationsResponse) => response.data,
    retry: false,
  });

export const openGoogleConsentWindow = () => openPopupWindow('google_business');

/**
 * The Google consent in the opened window; resolves once a new consent is there (its locations), or with what
 * is known when the window closed without one.
 */
export async function consentWithGoogle(
  popup: Window,
  brandId: string,
  since: string | null,
): Promise<GoogleLocations> {
  await sendPopupToConsent(popup, 'google_business', brandId);
  return whilePopupOpen(
    popup,
    async () => (await api.googleBusiness.locations()).data,
    (data) => data.granted && data.expiresAt !== since,
  );
}

/** POST /integrations/google_business/locations: the picked location becomes the brand's Google reviews. */
export function connectGoogleLocation(brandId: string, locationId: string) {
  return api.googleBusiness.connect({ body: { brandId, locationId } });
}
