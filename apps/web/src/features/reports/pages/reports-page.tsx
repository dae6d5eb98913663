import {
  REPORT_CATALOG,
  REPORT_CATEGORY_FILTERS,
  REPORT_FREQUENCY_LABELS,
  REPORT_MESSAGES,
  type ReportSummary,
} from '@bizamply/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Download, FileChartColumn, ListFilter, Plus, Search, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { KpiCard } from '@/components/ui/kpi-card';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDate, formatNumber } from '@/lib/format';
import { getSelectedBrandId } from '@/lib/storage';
import { downloadReport, removeSchedule, reportsKey, useReports } from '../api/reports';
import { NewReportDialog } from '../components/new-report-dialog';
import { ReportCard } from '../components/report-card';

type Category = (typeof REPORT_CATEGORY_FILTERS)[number];
type Delivery = 'all' | 'scheduled' | 'on-demand';
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function LoadingState() {
  return (
    <div aria-busy="true" aria-label="Loading reports" className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-[116px]" />
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-[260px]" />
        ))}
      </div>
    </div>
  );
}

/** /reports: the brand's reports computed from its data, CSV downloads and e-mailed schedules (spec 3 Reports). */
export function ReportsPage() {
  useDocumentTitle(REPORT_MESSAGES.title);
  const [brandId] = useState(getSelectedBrandId);
  const query = useReports(brandId);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<Category>('all');
  const [delivery, setDelivery] = useState<Delivery>('all');
  const [downloading, setDownloading] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: reportsKey });
  const reports = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (query.data?.reports ?? []).filter(
      (report) =>
        (category === 'all' || report.category === category) &&
        (delivery === 'all' || (delivery === 'scheduled') === (report.schedule !== null)) &&
        (!term || `${report.title} ${report.description}`.toLowerCase().includes(term)),
    );
  }, [query.data, search, category, delivery]);

  const onDownload = async (report: ReportSummary) => {
    setDownloading(report.type);
    try {
      await downloadReport(report.type);
      await refresh();
    } catch {
      toast.error(REPORT_MESSAGES.downloadFailed);
    } finally {
      setDownloading(null);
    }
  };
  const onRemove = async (id: string) => {
    try {
      await removeSchedule(id);
      toast.success(REPORT_MESSAGES.scheduleRemoved);
      await refresh();
    } catch {
      toast.error(REPORT_MESSAGES.scheduleFailed);
    }
  };

  const counters = query.data?.counters;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col">
      <PageHeader
        title={REPORT_MESSAGES.title}
        description="Your brand's last 30 days as reports: download them as CSV or have them e-mailed on a schedule."
        actions={
          <Button onClick={() => setCreating(true)} disabled={!query.data}>
            <Plus aria-hidden="true" />
            {REPORT_MESSAGES.newReport}
          </Button>
        }
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <Alert variant="error" onRetry={() => void query.refetch()}>
          {REPORT_MESSAGES.loadFailed}
        </Alert>
      ) : (
        <div className="flex flex-col gap-6">
          <div className="grid gap-4 sm:grid-cols-3">
            <KpiCard
              label={REPORT_MESSAGES.totalReports}
              value={formatNumber(counters?.total ?? 0)}
              icon={<FileChartColumn aria-hidden="true" />}
              hint={`+${formatNumber(counters?.newThisMonth ?? 0)} scheduled this month`}
            />
            <KpiCard
              label={REPORT_MESSAGES.scheduled}
              value={formatNumber(counters?.scheduled ?? 0)}
              icon={<CalendarClock aria-hidden="true" />}
              hint="E-mailed weekly or monthly"
            />
            <KpiCard
              label={REPORT_MESSAGES.downloads}
              value={formatNumber(counters?.downloads ?? 0)}
              icon={<Download aria-hidden="true" />}
              hint="CSV files downloaded"
            />
          </div>

          <div className="flex flex-wrap items-center gap-2">
            <SearchInput
              containerClassName="min-w-56 flex-1"
              label="Search reports"
              placeholder={REPORT_MESSAGES.searchPlaceholder}
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Select value={category} onValueChange={(value) => setCategory(value as Category)}>
              <SelectTrigger aria-label="Category" className="w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {REPORT_CATEGORY_FILTERS.map((value) => (
                  <SelectItem key={value} value={value}>
                    {value === 'all' ? 'All categories' : capitalise(value)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline">
                  <ListFilter aria-hidden="true" />
                  {REPORT_MESSAGES.filter}
                  {delivery === 'all' ? null : <span className="tabular text-muted-foreground">(1)</span>}
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuLabel>Delivery</DropdownMenuLabel>
                <DropdownMenuRadioGroup value={delivery} onValueChange={(value) => setDelivery(value as Delivery)}>
                  <DropdownMenuRadioItem value="all">All reports</DropdownMenuRadioItem>
                  <DropdownMenuRadioItem value="scheduled">Scheduled only</DropdownMenuRadioItem>
                  <DropdownMenuRadioItem value="on-demand">On demand only</DropdownMenuRadioItem>
                </DropdownMenuRadioGroup>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>

          {reports.length === 0 ? (
            <Card>
              <EmptyState icon={<Search aria-hidden="true" />} title={REPORT_MESSAGES.noResults} />
            </Card>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Reports">
              {reports.map((report) => (
                <ReportCard
                  key={report.type}
                  report={report}
                  downloading={downloading === report.type}
                  onDownload={(value) => void onDownload(value)}
                />
              ))}
            </ul>
          )}

          {query.data.schedules.length > 0 ? (
            <Card>
              <CardHeader>
                <CardTitle>Scheduled reports</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="divide-y divide-border" aria-label="Scheduled reports">
                  {query.data.schedules.map((schedule) => (
                    <li key={schedule.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                      <span className="font-medium">{REPORT_CATALOG[schedule.reportType].title}</span>
                      <span className="text-muted-foreground">
                        {REPORT_FREQUENCY_LABELS[schedule.frequency]} to {schedule.email} · next on{' '}
                        {formatDate(schedule.nextRunAt)}
                      </span>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        className="ml-auto"
                        aria-label={`Stop e-mailing ${REPORT_CATALOG[schedule.reportType].title} to ${schedule.email}`}
                        onClick={() => void onRemove(schedule.id)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}
        </div>
      )}
      <NewReportDialog
        open={creating}
        recipients={query.data?.recipients ?? []}
        onOpenChange={setCreating}
        onScheduled={() => void refresh()}
      />
    </div>
  );
}
