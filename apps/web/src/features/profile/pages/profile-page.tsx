import { PROFILE_MESSAGES, SHELL_MESSAGES } from '@bizamply/contracts';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useProfile } from '../api/profile';
import { BillingTab } from '../components/billing-tab';
import { ChangePasswordCard } from '../components/change-password-card';
import { NotificationsTab } from '../components/notifications-tab';
import { PersonalInfoCard } from '../components/personal-info-card';
import { ProfileSummaryCard } from '../components/profile-summary-card';
import { SessionsCard } from '../components/sessions-card';
import { TwoFactorCard } from '../components/two-factor-card';

const TABS = [
  { value: 'personal', label: 'Personal Info' },
  { value: 'security', label: 'Security' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'billing', label: 'Billing' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** /profile (spec 3 "Profile"): the left card and the four tabs; the tab is kept in the address (?tab=). */
export function ProfilePage() {
  const query = useProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabValue = TABS.some((entry) => entry.value === requested) ? (requested as TabValue) : 'personal';

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col">
      <PageHeader title={SHELL_MESSAGES.navProfile} description="Your personal details, security and billing." />
      {query.isPending ? (
        <div className="flex items-center justify-center gap-2 py-24 text-sm text-muted-foreground" aria-busy="true">
          <Spinner />
          {PROFILE_MESSAGES.loading}
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-24 text-center">
          <p className="text-sm font-medium text-error-foreground">{PROFILE_MESSAGES.loadFailed}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[280px_minmax(0,1fr)]">
          <ProfileSummaryCard profile={query.data} />
          <Tabs
            value={tab}
            onValueChange={(value) => setSearchParams(value === 'personal' ? {} : { tab: value }, { replace: true })}
            className="min-w-0"
          >
            <TabsList aria-label="Profile sections">
              {TABS.map((entry) => (
                <TabsTrigger key={entry.value} value={entry.value}>
                  {entry.label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="personal">
              <PersonalInfoCard profile={query.data} />
            </TabsContent>
            <TabsContent value="security" className="flex flex-col gap-4">
              <ChangePasswordCard />
              <TwoFactorCard />
              <SessionsCard />
            </TabsContent>
            <TabsContent value="notifications">
              <NotificationsTab />
            </TabsContent>
            <TabsContent value="billing">
              <BillingTab profile={query.data} />
            </TabsContent>
          </Tabs>
        </div>
      )}
    </div>
  );
}
