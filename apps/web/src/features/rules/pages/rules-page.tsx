import { AUTOMATION_MESSAGES } from '@bizamply/contracts';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getSelectedBrandId } from '@/lib/storage';
import { useApprovals } from '../api/approvals';
import { ActivityPanel } from '../components/activity-panel';
import { ApprovalsPanel } from '../components/approvals-panel';
import { RulesPanel } from '../components/rules-panel';
import { SafetyPanel } from '../components/safety-panel';

type Section = 'rules' | 'approvals' | 'activity' | 'safety';

/** /rules: the brand's triage and automation rules, the approval queue, the activity list and the safety settings. */
export function RulesPage() {
  useDocumentTitle(AUTOMATION_MESSAGES.pageTitle);
  const brandId = getSelectedBrandId();
  const [section, setSection] = useState<Section>('rules');
  const approvals = useApprovals(brandId);
  const waiting = approvals.data?.pagination.totalCount ?? 0;

  if (!brandId) {
    return (
      <div className="mx-auto flex w-full max-w-5xl flex-col">
        <PageHeader title={AUTOMATION_MESSAGES.pageTitle} />
        <EmptyState
          icon={<Store aria-hidden="true" />}
          title="Select a brand"
          description="Rules belong to a brand: choose one in the top bar."
        />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <PageHeader
        title={AUTOMATION_MESSAGES.pageTitle}
        description={AUTOMATION_MESSAGES.pageDescription}
        className="pb-0"
      />
      <Tabs value={section} onValueChange={(value) => setSection(value as Section)} className="flex flex-col gap-4">
        <TabsList>
          <TabsTrigger value="rules">{AUTOMATION_MESSAGES.tabRules}</TabsTrigger>
          <TabsTrigger value="approvals">
            {AUTOMATION_MESSAGES.tabApprovals}
            {waiting > 0 ? (
              <Badge variant="draft" className="tabular">
                {waiting}
              </Badge>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="activity">{AUTOMATION_MESSAGES.tabActivity}</TabsTrigger>
          <TabsTrigger value="safety">{AUTOMATION_MESSAGES.tabSafety}</TabsTrigger>
        </TabsList>
        <section className="overflow-hidden rounded-lg border border-border bg-surface shadow-card">
          <TabsContent value="rules" className="mt-0">
            <RulesPanel brandId={brandId} />
          </TabsContent>
          <TabsContent value="approvals" className="mt-0">
            <ApprovalsPanel brandId={brandId} />
          </TabsContent>
          <TabsContent value="activity" className="mt-0">
            <ActivityPanel brandId={brandId} />
          </TabsContent>
          <TabsContent value="safety" className="mt-0">
            <SafetyPanel brandId={brandId} />
          </TabsContent>
        </section>
      </Tabs>
    </div>
  );
}
