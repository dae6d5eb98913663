import { ANALYTICS_PAGE_MESSAGES as M, fillMessage, type TimeRange } from '@bizamply/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { type DateRangeValue } from '@/components/ui/date-range-picker';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { downloadFile } from '@/lib/csv';
import { presetRange } from '@/lib/date-ranges';
import { useProductAnalytics } from '../api/get-product-analytics';
import { AnalyticsTabPanels } from '../components/analytics-tabs';
import { AnalyticsToolbar, StatusStrip } from '../components/analytics-toolbar';
import { ComingSoonPanel } from '../components/coming-soon';
import { InsightCards } from '../components/insight-cards';
import { ProductTable } from '../components/product-table';
import { analyticsFileName, buildAnalyticsExport, type ExportFormat } from '../lib/analytics-export';
import { DEFAULT_ANALYTICS_RANGE, PRESET_FOR_RANGE, rangeForSpan, type ANALYTICS_TIME_RANGES } from '../lib/time-range';

const TABS = [
  { value: 'overview', label: M.tabOverview },
  { value: 'products', label: M.tabProducts },
  { value: 'engagement', label: M.tabEngagement },
  { value: 'performance', label: M.tabPerformance },
] as const;

function pickerFor(range: (typeof ANALYTICS_TIME_RANGES)[number]): DateRangeValue {
  const preset = PRESET_FOR_RANGE[range];
  return { preset, range: presetRange(preset) };
}

/** /analytics: spec 2 "Product Analytics", computed by the server for the brand in context. */
export function AnalyticsPage() {
  useDocumentTitle(M.title);
  const [timeRange, setTimeRange] = useState<TimeRange>(DEFAULT_ANALYTICS_RANGE);
  const [picker, setPicker] = useState<DateRangeValue>(() => pickerFor('7d'));
  const [refreshing, setRefreshing] = useState(false);
  const query = useProductAnalytics(timeRange);
  const data = query.data;

  const onRefresh = async () => {
    setRefreshing(true);
    await query.refetch();
    setRefreshing(false);
  };

  const onExport = (format: ExportFormat) => {
    if (!data) {
      toast.warning(M.exportWait);
      return;
    }
    try {
      const fileName = analyticsFileName(format);
      const { content, type } = buildAnalyticsExport(data, format);
      downloadFile(fileName, content, type);
      toast.success(fillMessage(M.exportDone, { file: fileName }));
    } catch {
      toast.error(M.exportFailed);
    }
  };

  const errorMessage = isApiError(query.error) && query.error.message ? query.error.message : M.loadFailed;

  return (
    <div className="mx-auto flex w-full max-w-[1280px] flex-col gap-5">
      <PageHeader
        title={M.title}
        description={M.subtitle}
        className="pb-0"
        actions={
          <AnalyticsToolbar
            timeRange={timeRange}
            onTimeRange={(range) => {
              setTimeRange(range);
              setPicker(pickerFor(range));
            }}
            picker={picker}
            onPicker={(value) => {
              setPicker(value);
              setTimeRange(rangeForSpan(value.range));
            }}
            refreshing={refreshing}
            onRefresh={() => void onRefresh()}
            canExport={data !== undefined}
            onExport={onExport}
          />
        }
      />
      <StatusStrip live={!query.isError} updatedAt={query.dataUpdatedAt} />
      {query.isError ? (
        <Alert title={`${M.errorPrefix}${errorMessage}`} onRetry={() => void onRefresh()}>
          {M.loadFailed}
        </Alert>
      ) : null}
      {query.isError && !data ? null : (
        <>
          <Tabs defaultValue="overview">
            <TabsList aria-label="Analytics views">
              {TABS.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value}>
                  {tab.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <AnalyticsTabPanels data={data} />
          </Tabs>
          <ProductTable products={data?.topProducts ?? []} loading={!data && query.isPending} />
          <InsightCards data={data} />
        </>
      )}
      <ComingSoonPanel />
    </div>
  );
}
