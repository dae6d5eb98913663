import {
  activityQuerySchema,
  activityResponseSchema,
  dashboardStatsResponseSchema,
  periodQuerySchema,
  productVolumeResponseSchema,
} from '../dashboard.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/** Spec 2 §7 dashboard calls, scoped to the X-Brand-Id brand. */
export const dashboardEndpoints = defineEndpointGroup('dashboard', {
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard/stats',
    auth: 'brand',
    summary: "The brand's statistics for a period (timeRange or startDate/endDate), with real changes",
    query: periodQuerySchema,
    response: dashboardStatsResponseSchema,
  }),
  activity: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard/activity',
    auth: 'brand',
    summary: 'The newest events (new review, response generated, response sent), newest first',
    query: activityQuerySchema,
    response: activityResponseSchema,
  }),
  productVolume: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard/product-volume',
    auth: 'brand',
    summary: 'The 8 most reviewed products of the period, by cleaned product name',
    query: periodQuerySchema,
    response: productVolumeResponseSchema,
  }),
});
