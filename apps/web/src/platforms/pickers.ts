import type { Platform } from '@bizamply/contracts';
import type { ComponentType } from 'react';
import type { PlatformPicker, PlatformPickerProps } from './types';
import { byPlatform } from './by-platform';

/**
 * The platforms whose connect is a picker of their own (each platform folder's `picker.tsx`, found by Vite), for
 * onboarding step 2 and /connections: only those lazily loaded pages import this file.
 */
const PICKERS: Partial<Record<Platform, PlatformPicker>> = byPlatform(
  import.meta.glob<Record<string, PlatformPicker>>('./*/picker.tsx', { eager: true }),
);

export const PLATFORM_PICKERS: Partial<Record<Platform, ComponentType<PlatformPickerProps>>> = Object.fromEntries(
  Object.values(PICKERS).map((part) => [part.id, part.Picker]),
);
