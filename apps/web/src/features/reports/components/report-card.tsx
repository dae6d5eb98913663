import { REPORT_MESSAGES, type ReportSummary } from '@bizamply/contracts';
import { CalendarClock, ChartColumn, ChartLine, ChartPie, Download } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatRelativeTime } from '@/lib/format';

const CHART_ICONS = { bar: ChartColumn, line: ChartLine, pie: ChartPie } as const;
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

interface ReportCardProps {
  report: ReportSummary;
  downloading: boolean;
  onDownload: (report: ReportSummary) => void;
}

/** One report: what it shows, its category and chart, when it was computed, its schedule, and Download. */
export function ReportCard({ report, downloading, onDownload }: ReportCardProps) {
  const ChartIcon = CHART_ICONS[report.chartType];
  const titleId = `report-${report.type}`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 shadow-card"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-subtle text-primary-subtle-foreground">
          <ChartIcon aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={titleId} className="font-semibold">
            {report.title}
          </h2>
          <p className="text-sm text-muted-foreground">{report.description}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="neutral">{capitalise(report.category)}</Badge>
        <Badge variant="neutral">{capitalise(report.chartType)} chart</Badge>
        <Badge variant="success">{REPORT_MESSAGES.generated}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-xs">
        <div>
          <dt className="text-muted-foreground">Last updated</dt>
          <dd className="font-medium">{formatRelativeTime(report.lastUpdated)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Schedule</dt>
          <dd className="inline-flex items-center gap-1 font-medium">
            {report.schedule ? <CalendarClock aria-hidden="true" className="size-3.5" /> : null}
            {report.schedule ?? REPORT_MESSAGES.onDemand}
          </dd>
        </div>
      </dl>
      <Button
        variant="outline"
        className="mt-auto w-full"
        loading={downloading}
        aria-label={`${REPORT_MESSAGES.download} ${report.title}`}
        onClick={() => onDownload(report)}
      >
        {downloading ? null : <Download aria-hidden="true" />}
        {REPORT_MESSAGES.download}
      </Button>
    </li>
  );
}
