import { cn } from '@/lib/cn';

interface ChoiceChipsProps<T extends string> {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T[];
  onChange: (value: T[]) => void;
  /** Shown when nothing is picked (the condition does not apply). */
  anyLabel?: string;
}

/** A multiple choice as toggle chips (aria-pressed): nothing picked means "any". */
export function ChoiceChips<T extends string>({ label, options, value, onChange, anyLabel }: ChoiceChipsProps<T>) {
  const toggle = (option: T) =>
    onChange(value.includes(option) ? value.filter((entry) => entry !== option) : [...value, option]);
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-1.5">
      {options.map((option) => {
        const active = value.includes(option.value);
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => toggle(option.value)}
            className={cn(
              'inline-flex h-7 items-center rounded-full border px-2.5 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              active
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-surface text-foreground hover:bg-muted',
            )}
          >
            {option.label}
          </button>
        );
      })}
      {value.length === 0 && anyLabel ? <span className="text-xs text-muted-foreground">{anyLabel}</span> : null}
    </div>
  );
}
