import type { PeriodQuery } from '@bizamply/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { barStatsPeriod, dashboardStatsQueryOptions, INITIAL_BAR_PERIOD } from './get-dashboard-stats';
import { draftQualityQueryOptions, INITIAL_DRAFT_QUALITY_PERIOD } from './get-draft-quality';
import { productVolumeQueryOptions } from './get-product-volume';
import { recentActivityQueryOptions } from './get-recent-activity';
import { recentTransactionsQueryOptions } from './get-recent-transactions';

interface CardStepContext {
  timeZone: string;
  period: PeriodQuery;
}

/**
 * Starts the calls of the cards a later step of the dashboard mounts (1: the bar chart and recent activity; 2:
 * recent transactions, product volume, draft quality), with the keys their own queries use. Called from the
 * step's idle callback: a call's start (the request's headers, its timers, `fetch` itself) is otherwise paid in
 * the passive effects of the step's commit, the same task as the cards' render — the dashboard's longest tasks
 * after the first paint. The cards' queries then find their call under way and share it.
 */
export function prefetchCardStep(queryClient: QueryClient, step: number, { timeZone, period }: CardStepContext) {
  if (step === 1) {
    void queryClient.prefetchQuery(dashboardStatsQueryOptions(barStatsPeriod(INITIAL_BAR_PERIOD, timeZone)));
    void queryClient.prefetchQuery(recentActivityQueryOptions());
    return;
  }
  void queryClient.prefetchQuery(recentTransactionsQueryOptions());
  void queryClient.prefetchQuery(productVolumeQueryOptions(period));
  void queryClient.prefetchQuery(draftQualityQueryOptions(INITIAL_DRAFT_QUALITY_PERIOD));
}
