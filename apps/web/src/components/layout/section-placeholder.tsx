import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

interface SectionPlaceholderProps {
  title: string;
  icon: ReactNode;
  /** What the section will hold, in one sentence. */
  description: string;
}

/** A section whose screens are still being built: its title, and an honest empty state (no sample data). */
export function SectionPlaceholder({ title, icon, description }: SectionPlaceholderProps) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <EmptyState icon={icon} title={`${title} is being set up`} description={description} />
      </Card>
    </>
  );
}
