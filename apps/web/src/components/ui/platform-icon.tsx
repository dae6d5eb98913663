import { PLATFORM_LABELS, PLATFORMS, type Platform } from '@bizamply/contracts';
import { cn } from '@/lib/cn';
import { PLATFORM_MARKS } from '@/platforms/marks';

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
  const { Icon, tone } = PLATFORM_MARKS[platform];
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
