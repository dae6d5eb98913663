import { SETTINGS_MESSAGES, SHELL_MESSAGES } from '@bizamply/contracts';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePreferences } from '@/lib/preferences';
import { useAccount } from '../api/settings';
import { AppearanceTab } from '../components/appearance-tab';
import { CreditSettingsSection } from '../components/credit-settings-section';
import { GeneralTab } from '../components/general-tab';
import { NotificationsTab } from '../components/notifications-tab';
import { PrivacyTab } from '../components/privacy-tab';
import { TeamTab } from '../components/team-tab';

const TABS = [
  { value: 'general', label: 'General' },
  { value: 'appearance', label: 'Appearance' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'security', label: 'Security & Privacy' },
  { value: 'team', label: 'Team' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** /settings (spec 3 "Settings"): five tabs saved on the server; credit settings for administrators at the tail. */
export function SettingsPage() {
  const query = usePreferences();
  const account = useAccount();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabValue = TABS.some((entry) => entry.value === requested) ? (requested as TabValue) : 'general';

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageHeader
        className="pb-0"
        title={SHELL_MESSAGES.navSettings}
        description="Language, time zone, appearance, notifications, privacy and your team."
      />
      <Tabs
        value={tab}
        onValueChange={(value) => setSearchParams(value === 'general' ? {} : { tab: value }, { replace: true })}
      >
        <TabsList aria-label="Settings sections">
          {TABS.map((entry) => (
            <TabsTrigger key={entry.value} value={entry.value}>
              {entry.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {query.isPending ? (
          <Skeleton className="mt-4 h-64" aria-label="Loading settings" />
        ) : query.isError ? (
          <Alert variant="error" className="mt-4" onRetry={() => void query.refetch()}>
            {SETTINGS_MESSAGES.loadFailed}
          </Alert>
        ) : (
          <>
            <TabsContent value="general">
              <GeneralTab preferences={query.preferences} />
            </TabsContent>
            <TabsContent value="appearance">
              <AppearanceTab />
            </TabsContent>
            <TabsContent value="notifications">
              <NotificationsTab initial={query.preferences.notifications} />
            </TabsContent>
            <TabsContent value="security">
              <PrivacyTab initial={query.preferences.privacy} />
            </TabsContent>
            <TabsContent value="team">
              <TeamTab />
            </TabsContent>
          </>
        )}
      </Tabs>
      {account.data?.isAdmin ? <CreditSettingsSection /> : null}
    </div>
  );
}
