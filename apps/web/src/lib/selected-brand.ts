import type { OnboardBrand } from '@bizamply/contracts';
import { createContext, useContext } from 'react';

/**
 * The brand the shell has selected, as features may read it: the shell (app/layout/brand-context) provides it, and a
 * feature never imports the shell.
 */
export const SelectedBrandContext = createContext<OnboardBrand | null>(null);

export function useSelectedBrand(): OnboardBrand | null {
  return useContext(SelectedBrandContext);
}
