import type { OnboardStatusResponse } from '@bizamply/contracts';
import { hasSavedIds, readSavedStep, type WizardStep } from './onboarding-storage';

/**
 * Spec 1 §4: step 2 when the server knows the account, at least one brand and the company; otherwise from
 * local storage: bizamplyId plus brandIds means step 2, else the saved step, else step 1.
 */
export function initialStep(status: OnboardStatusResponse | undefined): WizardStep {
  if (status?.bizamplyId && status.brands.length > 0 && status.companyName) return 2;
  if (hasSavedIds()) return 2;
  return readSavedStep() ?? 1;
}
