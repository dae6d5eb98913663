import { VERIFY_OTP_MESSAGES } from '@bizamply/contracts';
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

export const OTP_LENGTH = 6;

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/** Only the digits of a text, at most six (spec 1 §5: paste accepts only digits, first 6). */
export function otpDigits(text: string): string[] {
  return text.replace(/\D/g, '').slice(0, OTP_LENGTH).split('').filter(Boolean);
}

interface OtpInputProps {
  value: readonly string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of the texts that describe the code (the error message). */
  describedBy?: string;
  /** Every change of this number moves the focus to the first box (after a resend or a wrong code). */
  focusFirstSignal?: number;
}

/**
 * Six one-digit boxes (spec 1 §2): typing a digit moves to the next box, Backspace on an empty box moves back
 * and clears it, and a paste (or a one-time-code autofill) fills the boxes with its digits.
 */
export function OtpInput({ value, onChange, disabled, invalid, describedBy, focusFirstSignal = 0 }: OtpInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  useEffect(() => {
    inputs.current[0]?.focus();
  }, [focusFirstSignal]);

  /** Writes digits into the boxes from `start` on and focuses the box after the last one written. */
  const fill = (start: number, digits: string[]) => {
    const next = [...value];
    digits.forEach((digit, offset) => {
      if (start + offset < OTP_LENGTH) next[start + offset] = digit;
    });
    onChange(next);
    focusBox(Math.min(start + digits.length, OTP_LENGTH - 1));
  };

  const handleChange = (index: number, text: string) => {
    const digits = otpDigits(text);
    if (text === '') {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    // Letters and symbols are not accepted; a single digit replaces the box's content.
    if (digits.length === 0) return;
    if (digits.length === 1) {
      fill(index, digits);
      return;
    }
    // Several digits at once: a one-time-code autofill into the first box, or typing past a filled box.
    const current = value[index] ?? '';
    if (digits.length === 2 && current && digits.includes(current)) {
      const typed = digits[0] === current ? digits[1] : digits[0];
      fill(index, typed ? [typed] : []);
      return;
    }
    fill(index === 0 || digits.length >= OTP_LENGTH ? 0 : index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...value];
      if (next[index]) {
        next[index] = '';
        onChange(next);
      } else if (index > 0) {
        next[index - 1] = '';
        onChange(next);
        focusBox(index - 1);
      }
    } else if (event.key === 'Enter') {
      // The submit button stays disabled until six digits are in; Enter still asks, so the form can say why.
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = otpDigits(event.clipboardData.getData('text'));
    if (digits.length === 0) return;
    // The pasted code replaces the whole entry.
    const next = [...digits, ...emptyOtp()].slice(0, OTP_LENGTH);
    onChange(next);
    focusBox(Math.min(digits.length, OTP_LENGTH - 1));
  };

  return (
    <div
      role="group"
      aria-label={VERIFY_OTP_MESSAGES.codeLabel}
      aria-describedby={describedBy}
      className="flex justify-center gap-2 sm:gap-3"
    >
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={VERIFY_OTP_MESSAGES.digitLabel.replace('{n}', String(index + 1))}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={digit}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={(event) => event.target.select()}
          className={cn(
            'size-11 rounded-md border border-input bg-surface text-center text-lg font-semibold text-foreground tabular-nums shadow-card transition-colors sm:size-12 sm:text-xl',
            'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
            'disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-error',
          )}
        />
      ))}
    </div>
  );
}
