import type { Platform } from '@bizamply/contracts';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';

/**
 * A platform's web side, one folder per platform (`platforms/<id>/`), read by every component; the shared facts
 * (label, kind, chip, colour, connect method) come from its contracts definition (`PLATFORM_BY_ID`).
 * Two parts so the first download carries only the small mark: `mark.ts` (found by `./marks.ts`, used by
 * PlatformIcon everywhere) and `connect.ts` (found by `./connect.ts`, read by the lazily loaded
 * connections and onboarding pages). No list to edit: both registries glob the folders.
 */
export interface PlatformMark {
  id: Platform;
  Icon: LucideIcon;
  /** Tailwind classes of the icon's tile: the platform's own colours (literal, so Tailwind generates them). */
  tone: string;
}

export interface PlatformConnectGuide {
  id: Platform;
  /** The help card's Setup Guide line: what the merchant does before Connect works. */
  setupGuide: string;
}

/**
 * A platform connected by picking one of the accounts a consent lists, with a picker of its own (Google reviews'
 * locations): the default export of `<id>/picker.tsx`, which onboarding step 2 and /connections load (lazily, with
 * `import.meta.glob`) in place of the generic connect.
 */
export interface PlatformPicker {
  id: Platform;
  Picker: ComponentType<PlatformPickerProps>;
}

export interface PlatformPickerProps {
  brandId: string;
  brandName: string;
  /** The connection is stored; `message` is the server's "… connected successfully for {brand}!". */
  onConnected: (message: string) => void;
  onClose: () => void;
}
