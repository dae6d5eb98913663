import { CONNECTION_MESSAGES, type ConnectionCard } from '@bizamply/contracts';
import { BookOpen, LifeBuoy, Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { PlatformIcon } from '@/components/ui/platform-icon';
import type { PagePlatform } from '../api/connections';
import { NEEDS_ATTENTION_GUIDE, SETUP_GUIDE } from '../lib/setup-guide';

type Cards = Partial<Record<PagePlatform, ConnectionCard>>;

/**
 * The message Contact Support opens: the account and what each troubled service last said, so support can
 * help without asking back.
 */
export function supportMailto(supportEmail: string, userEmail: string | null, cards: Cards): string {
  const troubled = Object.values(cards).flatMap((card) =>
    card.data
      .filter((entry) => entry.needsAttention || entry.lastError)
      .map((entry) => `- ${card.name} (${entry.BrandName}): ${entry.lastError ?? CONNECTION_MESSAGES.needsAttention}`),
  );
  const body = [
    'Hello,',
    '',
    'I need help with my connections.',
    '',
    `Account: ${userEmail ?? CONNECTION_MESSAGES.accountNotAvailable}`,
    ...(troubled.length > 0 ? ['', ...troubled] : []),
  ].join('\n');
  const query = new URLSearchParams({ subject: CONNECTION_MESSAGES.supportSubject, body });
  // mailto wants %20, not '+', for spaces.
  return `mailto:${supportEmail}?${query.toString().replace(/\+/g, '%20')}`;
}

interface HelpCardProps {
  platforms: readonly PagePlatform[];
  cards: Cards;
  supportEmail: string | null;
  userEmail: string | null;
}

/** Spec 3 "Platform Connections": the help card with Setup Guide and Contact Support (both real here). */
export function HelpCard({ platforms, cards, supportEmail, userEmail }: HelpCardProps) {
  const [guideOpen, setGuideOpen] = useState(false);
  return (
    <section
      aria-labelledby="connections-help"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 shadow-card sm:flex-row sm:items-center"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-subtle text-primary-subtle-foreground [&_svg]:size-5">
        <LifeBuoy aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id="connections-help" className="text-base font-semibold">
          {CONNECTION_MESSAGES.helpTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{CONNECTION_MESSAGES.helpDescription}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setGuideOpen(true)}>
          <BookOpen aria-hidden="true" />
          {CONNECTION_MESSAGES.setupGuide}
        </Button>
        {supportEmail ? (
          <Button asChild>
            <a href={supportMailto(supportEmail, userEmail, cards)}>
              <Mail aria-hidden="true" />
              {CONNECTION_MESSAGES.contactSupport}
            </a>
          </Button>
        ) : null}
      </div>

      <Dialog open={guideOpen} onOpenChange={setGuideOpen}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{CONNECTION_MESSAGES.setupGuideTitle}</DialogTitle>
            <DialogDescription>{CONNECTION_MESSAGES.setupGuideDescription}</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <ol className="flex flex-col gap-3">
              {platforms.map((platform) => (
                <li key={platform} className="flex gap-3">
                  <PlatformIcon platform={platform} size="sm" withLabel={false} className="mt-0.5" />
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <h3 className="text-sm font-semibold">{cards[platform]?.name ?? platform}</h3>
                    <p className="text-sm text-muted-foreground">{SETUP_GUIDE[platform]}</p>
                  </div>
                </li>
              ))}
            </ol>
            <p className="mt-4 rounded-md border border-warning/40 bg-warning-subtle px-3 py-2 text-sm text-warning-foreground">
              {NEEDS_ATTENTION_GUIDE}
            </p>
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={() => setGuideOpen(false)}>
              Done
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
