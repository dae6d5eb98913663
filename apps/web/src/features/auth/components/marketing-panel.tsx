import { PLATFORMS } from '@bizamply/contracts';
import { Coins, Inbox, Sparkles } from 'lucide-react';
import { PlatformIcon } from '@/components/ui/platform-icon';

const POINTS = [
  {
    Icon: Inbox,
    title: 'Every review and comment in one inbox',
    text: 'Shopify, Judge.me and Yotpo reviews next to Instagram, Facebook and TikTok comments.',
  },
  {
    Icon: Sparkles,
    title: 'Replies drafted in your brand voice',
    text: 'AI drafts grounded in the product and the review, in the customer’s language. You edit and send.',
  },
  {
    Icon: Coins,
    title: 'Clear credit costs',
    text: 'The cost of every bulk action is shown before you run it.',
  },
];

export function MarketingPanel() {
  return (
    <aside className="relative hidden overflow-hidden bg-primary text-primary-foreground lg:flex lg:flex-col lg:justify-between lg:p-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-primary-foreground/10 blur-3xl"
      />
      <div className="relative flex max-w-md flex-col gap-3">
        <p className="text-xs font-semibold tracking-widest uppercase opacity-80">Bizamply</p>
        <h2 className="text-3xl leading-tight font-semibold">Answer every customer, everywhere they talk about you.</h2>
      </div>
      <ul className="relative flex max-w-md flex-col gap-6">
        {POINTS.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-foreground/15">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="flex flex-col gap-1">
              <p className="font-semibold">{title}</p>
              <p className="text-sm opacity-85">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="relative flex flex-col gap-3">
        <p className="text-xs font-medium opacity-80">Works with</p>
        <ul className="flex flex-wrap gap-2" aria-label="Supported platforms">
          {PLATFORMS.map((platform) => (
            <li key={platform} className="rounded-full bg-primary-foreground/12 px-2.5 py-1 text-xs font-medium">
              <PlatformIcon platform={platform} size="sm" />
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
