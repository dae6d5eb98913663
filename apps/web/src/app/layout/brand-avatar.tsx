import { useState } from 'react';
import { cn } from '@/lib/cn';
import { brandInitials } from './brand-selection';

/** The brand's logo, or its initials when there is none or it fails to load (spec 2 §8). */
export function BrandAvatar({ name, logoUrl, className }: { name: string; logoUrl?: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const box = cn(
    'inline-flex size-6 shrink-0 items-center justify-center overflow-hidden rounded-md bg-primary-subtle text-[10px] font-semibold text-primary-subtle-foreground',
    className,
  );
  if (logoUrl && !failed) {
    return (
      <span className={box}>
        <img src={logoUrl} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={box}>
      {brandInitials(name)}
    </span>
  );
}
