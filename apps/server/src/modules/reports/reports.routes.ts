import { REPORT_MESSAGES, reportEndpoints } from '@bizamply/contracts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { notFound } from '../../lib/errors.ts';
import { endpointRoutes, type EndpointCaller } from '../../plugins/endpoints.ts';
import { deleteSchedule } from './reports.queries.ts';
import { downloadReport, listReports, scheduleReport } from './reports.service.ts';

/** The brand scope and who acts (a schedule remembers its author). */
const reportScope = ({ principal, scope }: EndpointCaller<'brand'>) => ({ ...scope, userId: principal.userId });

/** Reports of the X-Brand-Id brand: computed from its data, downloaded as CSV, e-mailed on a schedule. */
export const reportRoutes = endpointRoutes(reportEndpoints, (deps: { db: Database; queue: JobQueue }) => ({
  list: async (call) => ({ success: true as const, data: await listReports(deps.db, reportScope(call), new Date()) }),
  download: async (call) => ({
    success: true as const,
    data: await downloadReport(deps.db, reportScope(call), call.params.type, new Date()),
  }),
  schedule: async (call) => ({
    success: true as const,
    message: REPORT_MESSAGES.scheduleSaved,
    data: await scheduleReport(deps, reportScope(call), call.body),
  }),
  removeSchedule: async (call) => {
    if (!(await deleteSchedule(deps.db, reportScope(call), call.params.id))) throw notFound('Report not found');
    return { success: true as const, message: REPORT_MESSAGES.scheduleRemoved };
  },
}));
