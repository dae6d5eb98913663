import { SETTINGS_MESSAGES, THEME_CHOICES } from '@bizamply/contracts';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useSavePreferences } from '@/lib/save-preferences';
import { getStoredTheme, setTheme, type Theme } from '@/lib/theme';
import { SettingsSection } from './settings-section';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;
const HINTS = { light: 'Bright and crisp', dark: 'Easy on the eyes at night', system: 'Follows your device' } as const;

/**
 * Settings › Appearance: the theme is applied at once and kept for a year on this device (cookie and local storage,
 * lib/theme), and saved with the account's preferences.
 */
export function AppearanceTab() {
  const [theme, setCurrent] = useState<Theme>(getStoredTheme);
  const save = useSavePreferences();

  const choose = (next: Theme) => {
    setCurrent(next);
    setTheme(next);
    save.mutate({ theme: next }, { onError: () => toast.error(SETTINGS_MESSAGES.saveFailed) });
  };

  // Arrow keys move between the options, as in any radio group.
  const onKeyDown = (event: KeyboardEvent) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const index = THEME_CHOICES.findIndex((choice) => choice.value === theme);
    const next = THEME_CHOICES[(index + step + THEME_CHOICES.length) % THEME_CHOICES.length];
    if (next) choose(next.value);
  };

  return (
    <SettingsSection title="Appearance" description="Choose how Bizamply looks. The change applies immediately.">
      <div role="radiogroup" aria-label="Theme" className="grid gap-3 sm:grid-cols-3" onKeyDown={onKeyDown}>
        {THEME_CHOICES.map((choice) => {
          const Icon = ICONS[choice.value];
          const selected = theme === choice.value;
          return (
            <button
              key={choice.value}
              type="button"
              role="radio"
              aria-checked={selected}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(choice.value)}
              className={cn(
                'flex flex-col items-start gap-2 rounded-lg border p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                selected ? 'border-primary bg-primary-subtle' : 'border-border hover:bg-muted',
              )}
            >
              <span
                className={cn(
                  'inline-flex size-9 items-center justify-center rounded-lg',
                  selected ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="text-sm font-semibold">{choice.label}</span>
              <span className="text-xs text-muted-foreground">{HINTS[choice.value]}</span>
            </button>
          );
        })}
      </div>
    </SettingsSection>
  );
}
