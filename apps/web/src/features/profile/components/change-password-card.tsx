import {
  GENERAL_MESSAGES,
  PROFILE_MESSAGES,
  changePasswordFormSchema,
  type ChangePasswordForm,
} from '@bizamply/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, fieldDescriptionIds } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/profile';

/** Spec 3 §8 "Password change". */
export function changePasswordError(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'INVALID_CURRENT_PASSWORD') return PROFILE_MESSAGES.invalidCurrentPassword;
    if (error.code === 'PASSWORD_NOT_SET') return PROFILE_MESSAGES.passwordNotSet;
    if (error.code === 'RATE_LIMIT_EXCEEDED') return GENERAL_MESSAGES.tooManyAttempts;
    if (error.code === 'VALIDATION_ERROR' && error.message) return error.message;
  }
  return PROFILE_MESSAGES.changePasswordFailed;
}

const FIELDS = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

/** Spec 3 Security tab › change password (current, new, confirm; Update Password). */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    // First on blur, then on every change: a fixed field clears its message before Update Password is pressed.
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onValid = (values: ChangePasswordForm) => {
    setFormError(null);
    change.mutate(values, {
      onSuccess: () => {
        reset();
        toast.success(PROFILE_MESSAGES.passwordChanged);
      },
      onError: (error) => setFormError(changePasswordError(error)),
    });
  };

  const onInvalid = (invalid: FieldErrors<ChangePasswordForm>) => {
    const mismatch = invalid.confirmPassword?.message === PROFILE_MESSAGES.passwordsDoNotMatch;
    setFormError(mismatch ? PROFILE_MESSAGES.newPasswordsDoNotMatch : null);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>
          At least 8 characters with uppercase, lowercase, a number and one of @$!%*?&. Other devices are signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label="Change password"
          onSubmit={handleSubmit(onValid, onInvalid)}
          className="flex max-w-md flex-col gap-4"
        >
          {formError ? <Alert variant="error">{formError}</Alert> : null}
          {FIELDS.map((field) => {
            const id = `password-${field.name}`;
            const error = errors[field.name]?.message;
            return (
              <FormField key={field.name} id={id} label={field.label} error={error}>
                <PasswordInput
                  id={id}
                  autoComplete={field.autoComplete}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={fieldDescriptionIds(id, { error })}
                  {...register(field.name)}
                />
              </FormField>
            );
          })}
          <div>
            <Button type="submit" loading={change.isPending}>
              {change.isPending ? 'Updating...' : PROFILE_MESSAGES.updatePassword}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
