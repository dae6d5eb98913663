import type { Platform } from '@bizamply/contracts';
import type { ComponentType } from 'react';
import type { PlatformPickerProps } from './types';
import { GoogleLocationPicker } from './google_business/location-picker';

/**
 * Platforms whose connect is a picker of their own (read by onboarding step 2 and /connections, both lazily
 * loaded pages): adding one = one line here.
 */
export const PLATFORM_PICKERS: Partial<Record<Platform, ComponentType<PlatformPickerProps>>> = {
  google_business: GoogleLocationPicker,
};
