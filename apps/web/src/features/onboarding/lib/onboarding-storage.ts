import { STORAGE_KEYS, type Platform } from '@bizamply/contracts';
import { storage } from '@/lib/storage';

/** The step-1 fields kept locally between visits (spec 1 §3 onboarding draft; never the password). */
export interface OnboardingDraft {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
}

export type WizardStep = 1 | 2;

function readJson(key: string): unknown {
  const raw = storage.get(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function readDraft(): Partial<OnboardingDraft> | null {
  const value = readJson(STORAGE_KEYS.onboardingData);
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  return {
    firstName: text(record['firstName']),
    lastName: text(record['lastName']),
    email: text(record['email']),
    companyName: text(record['companyName']),
  };
}

export function writeDraft(draft: OnboardingDraft): void {
  storage.set(STORAGE_KEYS.onboardingData, JSON.stringify(draft));
}

export function readDraftBrands(): string[] | null {
  const value = readJson(STORAGE_KEYS.onboardingBrands);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : null;
}

export function writeDraftBrands(brands: readonly string[]): void {
  storage.set(STORAGE_KEYS.onboardingBrands, JSON.stringify(brands));
}

export function readSavedStep(): WizardStep | null {
  const value = storage.get(STORAGE_KEYS.onboardingStep);
  return value === '1' || value === '2' ? (Number(value) as WizardStep) : null;
}

export function writeStep(step: WizardStep): void {
  storage.set(STORAGE_KEYS.onboardingStep, String(step));
}

/** bizamplyId plus brandIds saved by sign-up or step 1 (spec 1 §4 fallback to step 2). */
export function hasSavedIds(): boolean {
  const brandIds = readJson(STORAGE_KEYS.brandIds);
  return Boolean(storage.get(STORAGE_KEYS.bizamplyId)) && Array.isArray(brandIds) && brandIds.length > 0;
}

export function writeIds(bizamplyId: string, brandIds: readonly string[]): void {
  storage.set(STORAGE_KEYS.bizamplyId, bizamplyId);
  storage.set(STORAGE_KEYS.brandIds, JSON.stringify(brandIds));
}

/** The connection status map (spec 1 §3): service → brandId → connected. */
export function writeServiceConnections(brandId: string, statuses: Record<Platform, boolean>): void {
  const current = readJson(STORAGE_KEYS.serviceConnections);
  const map: Record<string, Record<string, boolean>> = current && typeof current === 'object'
    ? (current as Record<string, Record<string, boolean>>)
    : {};
  for (const [service, connected] of Object.entries(statuses)) {
    map[service] = { ...(map[service] ?? {}), [brandId]: connected };
  }
  storage.set(STORAGE_KEYS.serviceConnections, JSON.stringify(map));
}

/** Onboarding done or skipped: the draft and step are no longer needed. */
export function clearOnboardingKeys(): void {
  storage.remove(STORAGE_KEYS.onboardingData);
  storage.remove(STORAGE_KEYS.onboardingBrands);
  storage.remove(STORAGE_KEYS.onboardingStep);
}

export function markOnboardingCompleted(): void {
  storage.set(STORAGE_KEYS.onboardingCompleted, 'true');
}

/** The skip flags (spec 1 §4): the onboarding guard lets a user who skipped through until sign-out. */
export function setSkipFlags(): void {
  storage.set(STORAGE_KEYS.skipOnboarding, 'true');
  storage.set(STORAGE_KEYS.onboardingCompleted, 'true');
}
