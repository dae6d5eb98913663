import {
  reportDownloadResponseSchema,
  reportScheduleCreateSchema,
  reportScheduleDeleteResponseSchema,
  reportScheduleIdParamsSchema,
  reportScheduleResponseSchema,
  reportsResponseSchema,
  reportTypeParamsSchema,
} from '../reports.ts';
import { defineEndpoint, defineEndpointGroup } from './define.ts';

/** Reports of the X-Brand-Id brand: computed from its data, downloaded as CSV, e-mailed on a schedule. */
export const reportEndpoints = defineEndpointGroup('reports', {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/reports',
    auth: 'brand',
    summary: "The brand's reports, schedules and counters",
    response: reportsResponseSchema,
  }),
  download: defineEndpoint({
    method: 'POST',
    path: '/api/reports/:type/download',
    auth: 'brand',
    summary: 'One report of the last 30 days as a table (saved as CSV by the browser); counts a download',
    params: reportTypeParamsSchema,
    response: reportDownloadResponseSchema,
  }),
  schedule: defineEndpoint({
    method: 'POST',
    path: '/api/reports/schedules',
    auth: 'brand',
    summary: 'E-mail a report weekly or monthly (the first one goes out now)',
    body: reportScheduleCreateSchema,
    response: reportScheduleResponseSchema,
  }),
  removeSchedule: defineEndpoint({
    method: 'DELETE',
    path: '/api/reports/schedules/:id',
    auth: 'brand',
    summary: 'Stop e-mailing a report',
    params: reportScheduleIdParamsSchema,
    response: reportScheduleDeleteResponseSchema,
    errors: ['NOT_FOUND'],
  }),
});
