import { NOTIFICATION_TOGGLES, SETTINGS_MESSAGES, type NotificationPreferences } from '@bizamply/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SwitchRow } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { usePreferences } from '@/lib/preferences';
import { useSavePreferences } from '@/lib/save-preferences';

/** Profile › Notifications: each toggle is saved as soon as it changes (the spec's toggles saved nothing). */
export function NotificationsTab() {
  const { preferences, isPending } = usePreferences();
  const save = useSavePreferences();
  const value =
    save.isPending && save.variables.notifications ? save.variables.notifications : preferences.notifications;

  const change = (next: NotificationPreferences) =>
    save.mutate(
      { notifications: next },
      {
        onSuccess: () => toast.success(SETTINGS_MESSAGES.saved),
        onError: () => toast.error(SETTINGS_MESSAGES.saveFailed),
      },
    );

  if (isPending) return <Skeleton className="h-80" aria-label="Loading notification settings" />;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Email Notifications</CardTitle>
          <CardDescription>What we send to your inbox.</CardDescription>
        </CardHeader>
        <CardContent className="divide-y divide-border">
          {NOTIFICATION_TOGGLES.email.map((toggle) => (
            <SwitchRow
              key={toggle.key}
              label={toggle.label}
              hint={toggle.hint}
              checked={value.email[toggle.key]}
              onCheckedChange={(checked) => change({ ...value, email: { ...value.email, [toggle.key]: checked } })}
            />
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Push Notifications</CardTitle>
          <CardDescription>What shows up in the app while you work.</CardDescription>
        </CardHeader>
        <CardContent className="divide-y divide-border">
          {NOTIFICATION_TOGGLES.push.map((toggle) => (
            <SwitchRow
              key={toggle.key}
              label={toggle.label}
              hint={toggle.hint}
              checked={value.push[toggle.key]}
              onCheckedChange={(checked) => change({ ...value, push: { ...value.push, [toggle.key]: checked } })}
            />
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
