import { DATE_RANGE_PRESET_LABELS } from '@bizamply/contracts';
import { CalendarDays, ChevronDown } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { DayPicker, type DateRange as PickerRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { cn } from '@/lib/cn';
import { userTimeZone } from '@/lib/date-preferences';
import {
  customRange,
  DATE_RANGE_PRESET_IDS,
  DEFAULT_DATE_RANGE_PRESET,
  formatInZone,
  presetRange,
  type DateRange,
  type DateRangePresetId,
} from '@/lib/date-ranges';
import { Button } from './button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface DateRangeValue {
  preset: DateRangePresetId | 'custom';
  range: DateRange;
}

export function defaultDateRangeValue(now: Date = new Date()): DateRangeValue {
  return { preset: DEFAULT_DATE_RANGE_PRESET, range: presetRange(DEFAULT_DATE_RANGE_PRESET, now) };
}

function rangeLabel({ from, to }: DateRange): string {
  const sameYear = formatInZone(from, 'yyyy') === formatInZone(to, 'yyyy');
  return `${formatInZone(from, sameYear ? 'MMM d' : 'MMM d, yyyy')} – ${formatInZone(to, 'MMM d, yyyy')}`;
}

const calendarTheme = {
  '--rdp-accent-color': 'var(--primary)',
  '--rdp-accent-background-color': 'var(--primary-subtle)',
  '--rdp-range_start-color': 'var(--primary-foreground)',
  '--rdp-range_end-color': 'var(--primary-foreground)',
  '--rdp-day-height': '36px',
  '--rdp-day-width': '36px',
  '--rdp-day_button-height': '34px',
  '--rdp-day_button-width': '34px',
  '--rdp-months-gap': '1.5rem',
} as CSSProperties;

interface DateRangePickerProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  className?: string;
  disabled?: boolean;
}

/**
 * Presets apply at once; a calendar range applies with Apply and runs to 23:59:59 of its last day. The calendar's
 * days, "today" and the labels are the user's time zone's (Settings › General), like every date the app shows.
 */
export function DateRangePicker({ value, onChange, className, disabled }: DateRangePickerProps) {
  const timeZone = userTimeZone();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<PickerRange | undefined>({ from: value.range.from, to: value.range.to });

  const choosePreset = (preset: DateRangePresetId) => {
    const range = presetRange(preset);
    onChange({ preset, range });
    setDraft({ from: range.from, to: range.to });
    setOpen(false);
  };

  const applyCustom = () => {
    if (!draft?.from) return;
    onChange({ preset: 'custom', range: customRange(draft.from, draft.to ?? draft.from) });
    setOpen(false);
  };

  const triggerText = value.preset === 'custom' ? rangeLabel(value.range) : DATE_RANGE_PRESET_LABELS[value.preset];

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setDraft({ from: value.range.from, to: value.range.to });
      }}
    >
      <PopoverTrigger asChild>
        <Button variant="outline" disabled={disabled} className={cn('justify-between', className)}>
          <CalendarDays aria-hidden="true" />
          <span className="tabular">{triggerText}</span>
          <span className="sr-only">, {rangeLabel(value.range)}. Change date range</span>
          <ChevronDown aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="flex w-auto flex-col gap-3 p-0 sm:flex-row" align="end">
        <div
          role="group"
          aria-label="Date range presets"
          className="flex flex-col gap-0.5 border-border p-2 max-sm:flex-row max-sm:flex-wrap sm:w-36 sm:border-r"
        >
          {DATE_RANGE_PRESET_IDS.map((preset) => (
            <button
              key={preset}
              type="button"
              onClick={() => choosePreset(preset)}
              aria-pressed={value.preset === preset}
              className={cn(
                'rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                value.preset === preset && 'bg-primary-subtle font-medium text-primary-subtle-foreground',
              )}
            >
              {DATE_RANGE_PRESET_LABELS[preset]}
            </button>
          ))}
        </div>
        <div className="flex flex-col gap-2 p-3 sm:pl-0">
          <DayPicker
            mode="range"
            selected={draft}
            onSelect={setDraft}
            numberOfMonths={2}
            defaultMonth={value.range.from}
            timeZone={timeZone}
            disabled={{ after: presetRange('today', new Date(), timeZone).to }}
            style={calendarTheme}
            className="text-sm"
          />
          <div className="flex items-center justify-between gap-2 border-t border-border pt-3">
            <span className="tabular text-xs text-muted-foreground">
              {draft?.from ? rangeLabel(customRange(draft.from, draft.to ?? draft.from)) : 'Pick a start date'}
            </span>
            <Button size="sm" onClick={applyCustom} disabled={!draft?.from}>
              Apply
            </Button>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}
