import { ONBOARDING_MESSAGES } from '@bizamply/contracts';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { WizardStep } from '../lib/onboarding-storage';

const STEPS = [
  { step: 1, title: ONBOARDING_MESSAGES.step1Title },
  { step: 2, title: ONBOARDING_MESSAGES.step2Title },
] as const;

/** The wizard's two step indicators (spec 1 §2). */
export function StepIndicator({ current }: { current: WizardStep }) {
  return (
    <ol className="flex items-center gap-3" aria-label={ONBOARDING_MESSAGES.stepOf.replace('{n}', String(current))}>
      {STEPS.map(({ step, title }, index) => {
        const done = step < current;
        const active = step === current;
        return (
          <li
            key={step}
            className={cn('flex min-w-0 items-center gap-3', index < STEPS.length - 1 ? 'flex-1' : 'shrink')}
            aria-current={active ? 'step' : undefined}
          >
            <span
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold tabular-nums',
                done && 'border-primary bg-primary text-primary-foreground',
                active && 'border-primary bg-primary-subtle text-primary-subtle-foreground',
                !done && !active && 'border-border bg-surface text-muted-foreground',
              )}
            >
              {done ? <Check aria-hidden="true" className="size-4" /> : step}
            </span>
            {/* Narrow screens name the current step only; the other shows its number. */}
            <span className={cn('min-w-0 flex-col', active ? 'flex' : 'sr-only sm:not-sr-only sm:flex')}>
              <span className="truncate text-xs text-muted-foreground">
                {ONBOARDING_MESSAGES.stepOf.replace('{n}', String(step))}
              </span>
              <span
                className={cn('truncate text-sm font-medium', active ? 'text-foreground' : 'text-muted-foreground')}
              >
                {title}
              </span>
            </span>
            {index < STEPS.length - 1 ? (
              <span aria-hidden="true" className={cn('h-px min-w-4 flex-1', done ? 'bg-primary' : 'bg-border')} />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
