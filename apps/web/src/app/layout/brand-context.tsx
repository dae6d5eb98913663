import type { OnboardBrand } from '@bizamply/contracts';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { SelectedBrandContext } from '@/lib/selected-brand';
import { getSelectedBrandId, setSelectedBrandId } from '@/lib/storage';
import { onboardDataQueryOptions, ONBOARD_DATA_QUERY_KEY, postSelectBrand, type OnboardData } from './api/onboard-data';
import { brandListState, type BrandListState } from './brand-selection';

interface BrandContextValue {
  brands: OnboardBrand[];
  listState: BrandListState;
  selectedBrandId: string | null;
  selectedBrand: OnboardBrand | null;
  /** True once the pages can run their brand-scoped queries (or there is no brand to wait for). */
  ready: boolean;
  selectBrand: (brandId: string) => void;
  reloadBrands: () => void;
}

const BrandContext = createContext<BrandContextValue | null>(null);

export function useBrandContext(): BrandContextValue {
  const value = useContext(BrandContext);
  if (!value) throw new Error('useBrandContext must be used inside <BrandProvider>');
  return value;
}

/** Queries that do not depend on the selected brand: the session and the brand list itself. */
function isAccountWide(queryKey: QueryKey): boolean {
  return queryKey[0] === 'auth' || queryKey[0] === ONBOARD_DATA_QUERY_KEY[0];
}

/**
 * The selected brand (spec 2 §4): remembered in this browser and on the server, restored on load, the first
 * brand otherwise. Changing it resets every brand-scoped query, so each page and menu reloads for the new brand.
 */
export function BrandProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery(onboardDataQueryOptions());
  // Until the list arrives, the brand this browser remembers (pages may start with it at once).
  const [remembered] = useState(getSelectedBrandId);
  const data = query.data;
  const selectedBrandId = data ? data.resolvedBrandId : remembered;

  const selectBrand = useCallback(
    (brandId: string) => {
      const previous = getSelectedBrandId();
      if (brandId === previous) return;
      setSelectedBrandId(brandId);
      // Queries keyed by the old brand go (their pages are about to unmount); refetching them now would file
      // the new brand's answers under the old brand's key. Every other brand-scoped query reloads.
      queryClient.removeQueries({
        predicate: (candidate) => previous !== null && candidate.queryKey.includes(previous),
      });
      void queryClient.resetQueries({ predicate: (candidate) => !isAccountWide(candidate.queryKey) });
      queryClient.setQueryData<OnboardData>(ONBOARD_DATA_QUERY_KEY, (old) =>
        old ? { ...old, resolvedBrandId: brandId } : old,
      );
      // This browser already remembers it; the server's copy only serves the user's other browsers.
      postSelectBrand(brandId).catch(() => undefined);
    },
    [queryClient],
  );

  const value = useMemo<BrandContextValue>(() => {
    const brands = data?.brands ?? [];
    const listState = brandListState(query);
    return {
      brands,
      listState,
      selectedBrandId,
      selectedBrand: brands.find((brand) => brand.BrandId === selectedBrandId) ?? null,
      // A remembered brand lets pages start at once; without one they wait for the list (or its failure).
      ready: selectedBrandId !== null || listState.kind === 'error' || listState.kind === 'empty',
      selectBrand,
      reloadBrands: () => void query.refetch(),
    };
  }, [data, query, selectedBrandId, selectBrand]);

  return (
    <BrandContext.Provider value={value}>
      <SelectedBrandContext.Provider value={value.selectedBrand}>{children}</SelectedBrandContext.Provider>
    </BrandContext.Provider>
  );
}
