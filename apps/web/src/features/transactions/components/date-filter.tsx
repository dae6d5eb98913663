import { TRANSACTIONS_PAGE_MESSAGES as T } from '@bizamply/contracts';
import { CalendarDays } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { DayPicker, type DateRange as PickerRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { userTimeZone } from '@/lib/date-preferences';
import { customRange, formatInZone, presetRange, type DateRange } from '@/lib/date-ranges';

const calendarTheme = {
  '--rdp-accent-color': 'var(--primary)',
  '--rdp-accent-background-color': 'var(--primary-subtle)',
  '--rdp-day-height': '34px',
  '--rdp-day-width': '34px',
  '--rdp-day_button-height': '32px',
  '--rdp-day_button-width': '32px',
} as CSSProperties;

function label(range: DateRange | null): string {
  if (!range) return T.allDates;
  const from = formatInZone(range.from, 'MMM d, yyyy');
  const to = formatInZone(range.to, 'MMM d, yyyy');
  return from === to ? from : `${formatInZone(range.from, 'MMM d')} – ${to}`;
}

/** The calendar filter of spec 2 Transactions: quick Today and Week (last 7 days), or a picked range. */
export function DateFilter({
  value,
  onChange,
}: {
  value: DateRange | null;
  onChange: (range: DateRange | null) => void;
}) {
  const timeZone = userTimeZone();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<PickerRange | undefined>(undefined);

  const choose = (range: DateRange | null) => {
    onChange(range);
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setDraft(value ? { from: value.from, to: value.to } : undefined);
      }}
    >
      <PopoverTrigger asChild>
        <Button variant="outline" aria-label={`Date: ${label(value)}`}>
          <CalendarDays aria-hidden="true" />
          <span className="tabular">{label(value)}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="flex w-auto flex-col gap-2 p-3">
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => choose(presetRange('today'))}>
            {T.today}
          </Button>
          <Button size="sm" variant="outline" onClick={() => choose(presetRange('last7Days'))}>
            {T.week}
          </Button>
        </div>
        <DayPicker
          mode="range"
          selected={draft}
          onSelect={setDraft}
          defaultMonth={value?.from}
          timeZone={timeZone}
          disabled={{ after: presetRange('today', new Date(), timeZone).to }}
          style={calendarTheme}
          className="text-sm"
        />
        <div className="flex items-center justify-between gap-2 border-t border-border pt-2">
          <Button size="sm" variant="ghost" onClick={() => choose(null)} disabled={!value}>
            {T.allDates}
          </Button>
          <Button
            size="sm"
            disabled={!draft?.from}
            onClick={() => draft?.from && choose(customRange(draft.from, draft.to ?? draft.from))}
          >
            {T.apply}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
