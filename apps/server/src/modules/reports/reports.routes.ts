import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REPORT_MESSAGES,
  reportDownloadResponseSchema,
  reportScheduleCreateSchema,
  reportScheduleDeleteResponseSchema,
  reportScheduleIdParamsSchema,
  reportScheduleResponseSchema,
  reportsResponseSchema,
  reportTypeParamsSchema,
} from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { notFound } from '../../lib/errors.ts';
import { requireBrand } from '../../plugins/auth.ts';
import { deleteSchedule } from './reports.queries.ts';
import { downloadReport, listReports, scheduleReport } from './reports.service.ts';

const tags = ['reports'];
const security = [{ bearer: [] }];

/** Reports of the X-Brand-Id brand: computed from its data, downloaded as CSV, e-mailed on a schedule. */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Database; queue: JobQueue }> = async (app, deps) => {
  const { db } = deps;
  const scopeOf = (request: Parameters<typeof requireBrand>[0]) => {
    const { principal, brandId } = requireBrand(request);
    return { accountId: principal.accountId, brandId, userId: principal.userId };
  };

  app.get(
    '/api/reports',
    {
      schema: {
        tags,
        security,
        summary: "The brand's reports, schedules and counters",
        response: { 200: reportsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listReports(db, scopeOf(request), new Date()) }),
  );

  app.post(
    '/api/reports/:type/download',
    {
      schema: {
        tags,
        security,
        summary: 'One report of the last 30 days as a table (saved as CSV by the browser); counts a download',
        params: reportTypeParamsSchema,
        response: { 200: reportDownloadResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await downloadReport(db, scopeOf(request), request.params.type, new Date()),
    }),
  );

  app.post(
    '/api/reports/schedules',
    {
      schema: {
        tags,
        security,
        summary: 'E-mail a report weekly or monthly (the first one goes out now)',
        body: reportScheduleCreateSchema,
        response: { 200: reportScheduleResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: REPORT_MESSAGES.scheduleSaved,
      data: await scheduleReport(deps, scopeOf(request), request.body),
    }),
  );

  app.delete(
    '/api/reports/schedules/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Stop e-mailing a report',
        params: reportScheduleIdParamsSchema,
        response: { 200: reportScheduleDeleteResponseSchema },
      },
    },
    async (request) => {
      if (!(await deleteSchedule(db, scopeOf(request), request.params.id))) throw notFound('Report not found');
      return { success: true as const, message: REPORT_MESSAGES.scheduleRemoved };
    },
  );
};
