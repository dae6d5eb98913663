import {
  reportDownloadResponseSchema,
  reportScheduleDeleteResponseSchema,
  reportScheduleResponseSchema,
  reportsResponseSchema,
  type ReportScheduleCreate,
  type ReportsData,
  type ReportTable,
  type ReportType,
} from '@bizamply/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { buildCsv, downloadFile } from '@/lib/csv';

/** GET /api/reports for the selected brand (X-Brand-Id). */
export async function getReports(signal?: AbortSignal): Promise<ReportsData> {
  const { data } = await apiClient.get('/api/reports', { schema: reportsResponseSchema, signal });
  return data;
}

export const reportsQueryOptions = (brandId: string | null) =>
  queryOptions({ queryKey: ['reports', brandId ?? 'none'], queryFn: ({ signal }) => getReports(signal) });

export const useReports = (brandId: string | null) => useQuery(reportsQueryOptions(brandId));

/** POST /api/reports/{type}/download → the table, saved by the browser as a CSV file. */
export async function downloadReport(type: ReportType): Promise<ReportTable> {
  const { data } = await apiClient.post(`/api/reports/${type}/download`, undefined, {
    schema: reportDownloadResponseSchema,
  });
  downloadFile(data.fileName, buildCsv(data.columns, data.rows), 'text/csv;charset=utf-8');
  return data;
}

/** POST /api/reports/schedules (New Report). */
export function scheduleReport(input: ReportScheduleCreate) {
  return apiClient.post('/api/reports/schedules', input, { schema: reportScheduleResponseSchema });
}

/** DELETE /api/reports/schedules/{id}. */
export function removeSchedule(id: string) {
  return apiClient.delete(`/api/reports/schedules/${id}`, { schema: reportScheduleDeleteResponseSchema });
}
