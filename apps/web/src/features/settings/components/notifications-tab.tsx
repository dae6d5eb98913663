import { NOTIFICATION_TOGGLES, type NotificationPreferences } from '@bizamply/contracts';
import { useState } from 'react';
import { SwitchRow } from '@/components/ui/switch';
import { useSavePreferences } from '@/lib/save-preferences';
import { SettingsSection } from './settings-section';
import { useSavedFlash } from './use-saved-flash';

/** Settings › Notifications: the same choices as Profile › Notifications, saved with Save Settings. */
export function NotificationsTab({ initial }: { initial: NotificationPreferences }) {
  const [draft, setDraft] = useState(initial);
  const save = useSavePreferences();
  const [saved, flash] = useSavedFlash();
  const groups = [
    { key: 'email', title: 'Email', toggles: NOTIFICATION_TOGGLES.email },
    { key: 'push', title: 'Push', toggles: NOTIFICATION_TOGGLES.push },
  ] as const;

  return (
    <SettingsSection
      title="Notifications"
      description="Choose what Bizamply tells you about, and where."
      saving={save.isPending}
      saved={saved}
      onSave={() => save.mutate({ notifications: draft }, { onSuccess: flash })}
    >
      <div className="grid gap-6 md:grid-cols-2">
        {groups.map((group) => (
          <fieldset key={group.key} className="flex flex-col">
            <legend className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {group.title}
            </legend>
            <div className="divide-y divide-border">
              {group.toggles.map((toggle) => (
                <SwitchRow
                  key={toggle.key}
                  label={toggle.label}
                  hint={toggle.hint}
                  checked={(draft[group.key] as Record<string, boolean>)[toggle.key] ?? false}
                  onCheckedChange={(checked) =>
                    setDraft({ ...draft, [group.key]: { ...draft[group.key], [toggle.key]: checked } })
                  }
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </SettingsSection>
  );
}
