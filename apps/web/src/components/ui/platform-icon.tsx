import { PLATFORM_LABELS, PLATFORMS, type Platform } from '@bizamply/contracts';
import {
  ChartColumn,
  Facebook,
  Instagram,
  MessageCircle,
  MessageSquareQuote,
  Music2,
  ShoppingBag,
  Star,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/cn';

/** Icon and brand colour per platform. The colours are the platforms' own, used only on this small mark. */
const PLATFORM_MARKS: Record<Platform, { Icon: LucideIcon; className: string }> = {
  shopify: { Icon: ShoppingBag, className: 'bg-[#5e8e3e] text-white' },
  judgeme: { Icon: Star, className: 'bg-[#108474] text-white' },
  yotpo: { Icon: MessageSquareQuote, className: 'bg-[#0042e4] text-white' },
  instagram: { Icon: Instagram, className: 'bg-gradient-to-br from-[#f58529] via-[#dd2a7b] to-[#8134af] text-white' },
  facebook: { Icon: Facebook, className: 'bg-[#1877f2] text-white' },
  tiktok: { Icon: Music2, className: 'bg-[#111111] text-white ring-1 ring-white/20' },
  whatsapp: { Icon: MessageCircle, className: 'bg-[#128c4a] text-white' },
  google: { Icon: ChartColumn, className: 'bg-[#e37400] text-white' },
};

/** Platforms in the spec's chip order; lists of platforms are always shown in this order. */
export const PLATFORM_ORDER: readonly Platform[] = PLATFORMS;

const SIZES = {
  sm: { box: 'size-5 rounded', icon: 'size-3' },
  md: { box: 'size-6 rounded-md', icon: 'size-3.5' },
  lg: { box: 'size-9 rounded-lg', icon: 'size-5' },
} as const;

interface PlatformIconProps {
  platform: Platform;
  size?: keyof typeof SIZES;
  /** Show the platform's name next to the icon (the default: platforms always appear with their name). */
  withLabel?: boolean;
  className?: string;
}

export function PlatformIcon({ platform, size = 'md', withLabel = true, className }: PlatformIconProps) {
  const { Icon, className: tone } = PLATFORM_MARKS[platform];
  const label = PLATFORM_LABELS[platform];
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span
        className={cn('inline-flex shrink-0 items-center justify-center', SIZES[size].box, tone)}
        role={withLabel ? undefined : 'img'}
        aria-label={withLabel ? undefined : label}
        aria-hidden={withLabel ? true : undefined}
      >
        <Icon aria-hidden="true" className={SIZES[size].icon} />
      </span>
      {withLabel ? <span className="truncate">{label}</span> : null}
    </span>
  );
}
