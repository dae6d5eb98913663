import type { ReportScheduleCreate, ReportTable, ReportType } from '@bizamply/contracts';
import { useQuery } from '@tanstack/react-query';
import { buildCsv, downloadFile } from '@/lib/csv';
import { api } from '@/lib/endpoints';

/**
 * GET /api/reports for the brand (X-Brand-Id). Asked even before a brand is known, as before the definitions:
 * the server's brand-required answer shows instead of a list that never loads.
 */
export const useReports = (brandId: string | null) =>
  useQuery({ ...api.reports.list.queryOptions({ brandId }), select: (response) => response.data, enabled: true });

/** The head of every reports key: a download or a schedule change refreshes the list. */
export const reportsKey = [api.reports.list.endpoint.group] as const;

/** POST /api/reports/{type}/download → the table, saved by the browser as a CSV file. */
export async function downloadReport(type: ReportType): Promise<ReportTable> {
  const { data } = await api.reports.download({ params: { type } });
  downloadFile(data.fileName, buildCsv(data.columns, data.rows), 'text/csv;charset=utf-8');
  return data;
}

/** POST /api/reports/schedules (New Report). */
export function scheduleReport(input: ReportScheduleCreate) {
  return api.reports.schedule({ body: input });
}

/** DELETE /api/reports/schedules/{id}. */
export function removeSchedule(id: string) {
  return api.reports.removeSchedule({ params: { id } });
}
