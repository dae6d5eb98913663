import { DATE_FORMATS, LANGUAGES, SETTINGS_MESSAGES, TIMEZONES, type Preferences } from '@bizamply/contracts';
import { useState } from 'react';
import { createDateFormatter } from '@/lib/date-preferences';
import { useSavePreferences } from '@/lib/save-preferences';
import { PreferenceSelect } from './preference-select';
import { SettingsSection } from './settings-section';
import { useSavedFlash } from './use-saved-flash';

type General = Pick<Preferences, 'language' | 'timezone' | 'dateFormat'>;

const DATE_FORMAT_OPTIONS = DATE_FORMATS.map((format) => ({ value: format, label: format }));

/** Settings › General: language, time zone and date format, used wherever the app shows a date. */
export function GeneralTab({ preferences }: { preferences: Preferences }) {
  const [draft, setDraft] = useState<General>({
    language: preferences.language,
    timezone: preferences.timezone,
    dateFormat: preferences.dateFormat,
  });
  const save = useSavePreferences();
  const [saved, flash] = useSavedFlash();
  const preview = createDateFormatter(draft).formatDateTime(new Date());

  return (
    <SettingsSection
      title="General"
      description="Language, time zone and how dates are written across Bizamply."
      saving={save.isPending}
      saved={saved}
      error={save.isError ? SETTINGS_MESSAGES.saveFailed : null}
      onSave={() => save.mutate(draft, { onSuccess: flash })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <PreferenceSelect
          id="settings-language"
          label="Language"
          value={draft.language}
          options={LANGUAGES}
          onChange={(language) => setDraft({ ...draft, language })}
        />
        <PreferenceSelect
          id="settings-timezone"
          label="Timezone"
          value={draft.timezone}
          options={TIMEZONES}
          onChange={(timezone) => setDraft({ ...draft, timezone })}
        />
        <PreferenceSelect
          id="settings-date-format"
          label="Date Format"
          value={draft.dateFormat}
          options={DATE_FORMAT_OPTIONS}
          onChange={(dateFormat) => setDraft({ ...draft, dateFormat })}
          hint={`Now: ${preview}`}
        />
      </div>
    </SettingsSection>
  );
}
