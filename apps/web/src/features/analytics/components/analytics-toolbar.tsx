import { ANALYTICS_PAGE_MESSAGES as M, fillMessage, type TimeRange } from '@bizamply/contracts';
import { ChevronDown, Download, FileJson, FileSpreadsheet, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DateRangePicker, type DateRangeValue } from '@/components/ui/date-range-picker';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { ANALYTICS_TIME_RANGES } from '../lib/time-range';
import type { ExportFormat } from '../lib/analytics-export';
import { formatTime } from '@/lib/format';

interface AnalyticsToolbarProps {
  timeRange: TimeRange;
  onTimeRange: (range: (typeof ANALYTICS_TIME_RANGES)[number]) => void;
  picker: DateRangeValue;
  onPicker: (value: DateRangeValue) => void;
  refreshing: boolean;
  onRefresh: () => void;
  canExport: boolean;
  onExport: (format: ExportFormat) => void;
}

export function AnalyticsToolbar({
  timeRange,
  onTimeRange,
  picker,
  onPicker,
  refreshing,
  onRefresh,
  canExport,
  onExport,
}: AnalyticsToolbarProps) {
  return (
    <>
      <div
        role="group"
        aria-label="Time range"
        className="inline-flex h-9 items-center gap-0.5 rounded-md bg-muted p-1"
      >
        {ANALYTICS_TIME_RANGES.map((range) => (
          <button
            key={range}
            type="button"
            aria-pressed={timeRange === range}
            onClick={() => onTimeRange(range)}
            className={cn(
              'tabular h-7 rounded px-2.5 text-xs font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
              timeRange === range && 'bg-surface text-foreground shadow-card',
            )}
          >
            {range}
          </button>
        ))}
      </div>
      <DateRangePicker value={picker} onChange={onPicker} />
      <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
        <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
        {M.refreshNow}
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button disabled={!canExport}>
            <Download aria-hidden="true" />
            {M.export}
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => onExport('csv')}>
            <FileSpreadsheet aria-hidden="true" />
            {M.exportCsv}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onExport('json')}>
            <FileJson aria-hidden="true" />
            {M.exportJson}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}

/** 'Live Data' or 'Disconnected', the last successful load, and the refresh cadence. */
export function StatusStrip({ live, updatedAt }: { live: boolean; updatedAt: number }) {
  const time = updatedAt > 0 ? formatTime(updatedAt) : '—';
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-border bg-surface px-4 py-2 text-xs text-muted-foreground shadow-card"
    >
      <span
        className={cn(
          'inline-flex items-center gap-1.5 font-medium',
          live ? 'text-success-foreground' : 'text-error-foreground',
        )}
      >
        <span aria-hidden="true" className={cn('size-2 rounded-full', live ? 'bg-success' : 'bg-error')} />
        {live ? M.liveData : M.disconnected}
      </span>
      <span className="tabular">{fillMessage(M.lastUpdated, { time })}</span>
      <span className="sm:ml-auto">{M.autoRefresh}</span>
    </div>
  );
}
