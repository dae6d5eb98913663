import { DATE_RANGE_PRESET_LABELS } from '@bizamply/contracts';
import { CalendarDays, ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import type { DateRange as PickerRange } from 'react-day-picker';
import { useMediaQuery } from '@/hooks/use-media-query';
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

const loadDayPicker = () => import('@/components/calendar/day-picker');
const DayPicker = lazy(async () => ({ default: (await loadDayPicker()).DayPicker }));

/**
 * Starts loading the calendar's code when a picker is about to open (its trigger pointed at or focused): most
 * first opens then find it loaded, and no page loads it before anyone reaches for a date.
 */
export function preloadCalendar(): void {
  void loadDayPicker();
}

/** Day cells and gaps in px: the calendar's theme and its stand-in's size both come from these. */
const CALENDAR_SIZES = {
  regular: { day: 36, button: 34 },
  compact: { day: 34, button: 32 },
} as const;
const MONTHS_GAP_PX = 24;
/**
 * The month's caption row (react-day-picker's `--rdp-nav-height`, 2.75rem) and the weekdays' row (0.5rem padding
 * above and below a `smaller` text: 14 px × 5/6 at text-sm's line height 1.25/0.875), as measured in Chromium.
 */
const CAPTION_PX = 44;
const WEEKDAYS_PX = 16 + (14 * 5 * 1.25) / (6 * 0.875);

function calendarTheme(size: keyof typeof CALENDAR_SIZES): CSSProperties {
  const { day, button } = CALENDAR_SIZES[size];
  return {
    '--rdp-accent-color': 'var(--primary)',
    '--rdp-accent-background-color': 'var(--primary-subtle)',
    '--rdp-range_start-color': 'var(--primary-foreground)',
    '--rdp-range_end-color': 'var(--primary-foreground)',
    '--rdp-day-height': `${day}px`,
    '--rdp-day-width': `${day}px`,
    '--rdp-day_button-height': `${button}px`,
    '--rdp-day_button-width': `${button}px`,
    '--rdp-months-gap': `${MONTHS_GAP_PX}px`,
  } as CSSProperties;
}

/** Rows of a month's grid (Sunday first, as the calendar's en-US weeks), for the month `offset` after `month`. */
function weeksOf(month: Date, offset: number, timeZone: string): number {
  const [year = 1970, index = 1] = formatInZone(month, 'yyyy-M', timeZone).split('-').map(Number);
  const first = new Date(Date.UTC(year, index - 1 + offset, 1));
  const days = new Date(Date.UTC(year, index + offset, 0)).getUTCDate();
  return Math.ceil((first.getUTCDay() + days) / 7);
}

interface RangeCalendarProps {
  selected: PickerRange | undefined;
  onSelect: (range: PickerRange | undefined) => void;
  /** The month shown first (today's when not given). */
  defaultMonth?: Date;
  numberOfMonths?: 1 | 2;
  size?: keyof typeof CALENDAR_SIZES;
}

/**
 * A range calendar in the user's time zone, no day after today. Its code loads on first use: until then a blank
 * stand-in of its size holds its place (months that wrap on a narrow screen wrap alike), so the popover does not
 * move when the calendar arrives.
 */
export function RangeCalendar({
  selected,
  onSelect,
  defaultMonth,
  numberOfMonths = 1,
  size = 'regular',
}: RangeCalendarProps) {
  const timeZone = userTimeZone();
  const month = defaultMonth ?? new Date();
  const { day } = CALENDAR_SIZES[size];
  const standIn = (
    <div aria-hidden="true" className="flex flex-wrap" style={{ gap: MONTHS_GAP_PX }}>
      {Array.from({ length: numberOfMonths }, (_, offset) => (
        <div
          key={offset}
          style={{ width: 7 * day, height: CAPTION_PX + WEEKDAYS_PX + weeksOf(month, offset, timeZone) * day }}
        />
      ))}
    </div>
  );
  return (
    <Suspense fallback={standIn}>
      <DayPicker
        mode="range"
        selected={selected}
        onSelect={onSelect}
        numberOfMonths={numberOfMonths}
        defaultMonth={month}
        timeZone={timeZone}
        disabled={{ after: presetRange('today', new Date(), timeZone).to }}
        style={calendarTheme(size)}
        className="text-sm"
      />
    </Suspense>
  );
}

interface DateRangePickerProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  className?: string;
  disabled?: boolean;
}

/** Tailwind's `sm`: from this width the picker shows two months. */
const TWO_MONTHS_QUERY = '(min-width: 640px)';

/**
 * Presets apply at once; a calendar range applies with Apply and runs to 23:59:59 of its last day. The calendar's
 * days, "today" and the labels are the user's time zone's (Settings › General), like every date the app shows.
 */
export function DateRangePicker({ value, onChange, className, disabled }: DateRangePickerProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<PickerRange | undefined>({ from: value.range.from, to: value.range.to });
  // Two months side by side need ~670 px: a phone shows one, so the popover stays within the screen.
  const twoMonths = useMediaQuery(TWO_MONTHS_QUERY);

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
        <Button
          variant="outline"
          disabled={disabled}
          className={cn('justify-between', className)}
          onPointerEnter={preloadCalendar}
          onFocus={preloadCalendar}
        >
          <CalendarDays aria-hidden="true" />
          <span className="tabular">{triggerText}</span>
          <span className="sr-only">, {rangeLabel(value.range)}. Change date range</span>
          <ChevronDown aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        className="flex w-auto flex-col gap-3 p-0 max-sm:max-w-[calc(100vw-1rem)] sm:flex-row"
        align="end"
      >
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
          <RangeCalendar
            selected={draft}
            onSelect={setDraft}
            numberOfMonths={twoMonths ? 2 : 1}
            defaultMonth={value.range.from}
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
