import { FolderKanban } from 'lucide-react';
import { SectionPlaceholder } from '@/components/layout/section-placeholder';

export function ProjectsPage() {
  return (
    <SectionPlaceholder
      title="Projects"
      icon={<FolderKanban aria-hidden="true" />}
      description="Your team's projects will appear here."
    />
  );
}
