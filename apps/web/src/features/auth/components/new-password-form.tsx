import {
  newPasswordFormSchema,
  PASSWORD_RESET_MESSAGES,
  SIGNUP_MESSAGES,
  type NewPasswordForm as Values,
} from '@bizamply/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField, fieldDescriptionIds } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { simplePasswordStrength } from '../lib/password-strength';
import { PasswordStrengthMeter } from './password-strength-meter';

interface NewPasswordFormProps {
  submitLabel: string;
  busyLabel: string;
  /** Resolves when done; a string is an error to show under the password field. */
  onSubmit: (password: string) => Promise<string | void>;
}

/** New password, typed twice, with the sign-up's rule and strength meter (reset and invitation pages). */
export function NewPasswordForm({ submitLabel, busyLabel, onSubmit }: NewPasswordFormProps) {
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof newPasswordFormSchema>, unknown, Values>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const password = useWatch({ control, name: 'password' });

  const submit = async (values: Values) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    const problem = await onSubmit(values.password);
    if (typeof problem === 'string') setError('password', { message: problem }, { shouldFocus: true });
    busy.current = false;
    setSubmitting(false);
  };

  const passwordError = errors.password?.message;
  const confirmError = errors.confirmPassword?.message;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-5">
      <FormField
        id="new-password"
        label={PASSWORD_RESET_MESSAGES.newPassword}
        hint={SIGNUP_MESSAGES.simpleSpecialsHint}
        error={passwordError}
      >
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          autoFocus
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={
            [
              fieldDescriptionIds('new-password', { hint: true, error: passwordError }),
              password ? 'new-password-strength' : null,
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
          {...register('password')}
        />
        {password ? (
          <PasswordStrengthMeter id="new-password-strength" strength={simplePasswordStrength(password)} />
        ) : null}
      </FormField>
      <FormField id="confirm-new-password" label={PASSWORD_RESET_MESSAGES.confirmNewPassword} error={confirmError}>
        <PasswordInput
          id="confirm-new-password"
          autoComplete="new-password"
          aria-invalid={confirmError ? true : undefined}
          aria-describedby={fieldDescriptionIds('confirm-new-password', { error: confirmError })}
          {...register('confirmPassword')}
        />
      </FormField>
      <Button type="submit" size="lg" loading={submitting} className="w-full">
        {submitting ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
