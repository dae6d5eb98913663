import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityQuerySchema,
  activityResponseSchema,
  dashboardStatsResponseSchema,
  periodQuerySchema,
  productVolumeResponseSchema,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import { requireBrand } from '../../plugins/auth.ts';
import { sendData } from '../../lib/serialized.ts';
import { currentDashboardStatsJson, productVolume, recentActivity } from './dashboard.service.ts';

const tags = ['dashboard'];
const security = [{ bearer: [] }];

/** Spec 2 §7 dashboard calls, scoped to the X-Brand-Id brand. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/dashboard/stats',
    {
      schema: {
        tags,
        security,
        summary: "The brand's statistics for a period (timeRange or startDate/endDate), with real changes",
        querystring: periodQuerySchema,
        response: { 200: dashboardStatsResponseSchema },
      },
    },
    async (request, reply) => {
      const { principal, brandId } = requireBrand(request);
      const scope = { accountId: principal.accountId, brandId };
      return sendData(reply, await currentDashboardStatsJson(db, scope, request.query));
    },
  );

  app.get(
    '/api/dashboard/activity',
    {
      schema: {
        tags,
        security,
        summary: 'The newest events (new review, response generated, response sent), newest first',
        querystring: activityQuerySchema,
        response: { 200: activityResponseSchema },
      },
    },
    async (request) => {
      const { principal, brandId } = requireBrand(request);
      const activities = await recentActivity(db, { accountId: principal.accountId, brandId }, request.query.limit);
      return { success: true as const, data: { activities } };
    },
  );

  app.get(
    '/api/dashboard/product-volume',
    {
      schema: {
        tags,
        security,
        summary: 'The 8 most reviewed products of the period, by cleaned product name',
        querystring: periodQuerySchema,
        response: { 200: productVolumeResponseSchema },
      },
    },
    async (request) => {
      const { principal, brandId } = requireBrand(request);
      const data = await productVolume(db, { accountId: principal.accountId, brandId }, request.query);
      return { success: true as const, data };
    },
  );
};
