import { SIGNUP_MESSAGES } from '@bizamply/contracts';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { PasswordStrength } from '../lib/password-strength';

const SEGMENTS = 5;

function tone(score: number): string {
  if (score <= 1) return 'bg-error';
  if (score === 2) return 'bg-warning';
  if (score === 3) return 'bg-pending';
  return 'bg-success';
}

interface PasswordStrengthMeterProps {
  id: string;
  strength: PasswordStrength;
}

/** The live strength bar with its label and the unmet requirements (spec 1 §2, §5). */
export function PasswordStrengthMeter({ id, strength }: PasswordStrengthMeterProps) {
  const { score, label, missing } = strength;
  return (
    <div id={id} className="flex flex-col gap-2" data-testid="password-strength">
      <div className="flex items-center gap-3">
        <div
          role="meter"
          aria-label={SIGNUP_MESSAGES.passwordStrength}
          aria-valuemin={0}
          aria-valuemax={SEGMENTS}
          aria-valuenow={score}
          aria-valuetext={label}
          className="grid flex-1 grid-cols-5 gap-1"
        >
          {Array.from({ length: SEGMENTS }, (_, index) => (
            <span
              key={index}
              className={cn('h-1.5 rounded-full transition-colors', index < score ? tone(score) : 'bg-muted')}
            />
          ))}
        </div>
        <span aria-live="polite" className="w-20 text-right text-xs font-medium text-muted-foreground tabular-nums">
          {label}
        </span>
      </div>
      {missing.length > 0 ? (
        <ul className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs text-muted-foreground sm:grid-cols-2">
          {missing.map((hint) => (
            <li key={hint} className="flex items-center gap-1.5">
              <X aria-hidden="true" className="size-3 text-error-foreground" />
              {hint}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
