import { SHELL_MESSAGES } from '@bizamply/contracts';
import { UserRound } from 'lucide-react';
import { SectionPlaceholder } from '@/components/layout/section-placeholder';

export function ProfilePage() {
  return (
    <SectionPlaceholder
      title={SHELL_MESSAGES.navProfile}
      icon={<UserRound aria-hidden="true" />}
      description="Your personal details, security, sessions and billing will appear here."
    />
  );
}
