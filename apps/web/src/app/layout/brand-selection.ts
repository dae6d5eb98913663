import {
  brandConnectionStatus,
  SHELL_MESSAGES,
  type BrandConnectionStatus,
  type OnboardBrand,
} from '@bizamply/contracts';

/**
 * The brand the shell works on (spec 2 §4): the one this browser remembers, else the one the server saved
 * for the user, else the first. A remembered brand that is no longer in the list does not count.
 */
export function resolveBrandSelection(
  brands: readonly OnboardBrand[],
  stored: string | null,
  saved: string | null,
): string | null {
  const known = (id: string | null) => id !== null && brands.some((brand) => brand.BrandId === id);
  if (known(stored)) return stored;
  if (known(saved)) return saved;
  return brands[0]?.BrandId ?? null;
}

export type BrandStatusTone = 'error' | 'warning' | 'success';

const TONES: Record<BrandConnectionStatus, BrandStatusTone> = {
  'Not Connected': 'error',
  'Partial Setup': 'warning',
  Connected: 'success',
};

export interface BrandStatusDisplay {
  label: BrandConnectionStatus;
  tone: BrandStatusTone;
  /** 'Connected · 6 services'; the other states carry their count too, so the list reads evenly. */
  detail: string;
}

/** Spec 2 §4/§9: 0 services Not Connected, 1 or 2 Partial Setup, 3 or more Connected, with the count. */
export function brandStatusDisplay(brand: Pick<OnboardBrand, 'ServiceConnected'>): BrandStatusDisplay {
  const count = brand.ServiceConnected.length;
  const label = brandConnectionStatus(count);
  const services = `${count} ${count === 1 ? 'service' : 'services'}`;
  return { label, tone: TONES[label], detail: count === 0 ? label : `${label} · ${services}` };
}

export type BrandListState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'empty'; message: string } | { kind: 'ready' };

/** What the selector shows for the brand list: spec 2 §8 'Error loading brands' and 'No brands found'. */
export function brandListState(query: {
  isPending: boolean;
  isError: boolean;
  data?: { brands: unknown[] };
}): BrandListState {
  if (query.isError) return { kind: 'error', message: SHELL_MESSAGES.brandsLoadError };
  if (query.isPending || !query.data) return { kind: 'loading' };
  if (query.data.brands.length === 0) return { kind: 'empty', message: SHELL_MESSAGES.noBrands };
  return { kind: 'ready' };
}

/** 'Northwind Coffee' → 'NC': the logo's stand-in when there is none (spec 2 §8). */
export function brandInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words[1]?.[0]] : [name.trim()[0], name.trim()[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}
