import { lazy } from 'react';

/** Recharts arrives in its own chunk, after the page's frame (vite.config.ts groups it). */
const charts = () => import('./dashboard-charts');

export const TrendAreaChart = lazy(async () => ({ default: (await charts()).TrendAreaChart }));
export const PeriodBarChart = lazy(async () => ({ default: (await charts()).PeriodBarChart }));
export const DistributionDonut = lazy(async () => ({ default: (await charts()).DistributionDonut }));
export const ProductVolumeChart = lazy(async () => ({ default: (await charts()).ProductVolumeChart }));
