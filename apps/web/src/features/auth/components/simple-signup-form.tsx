import { AUTH_MESSAGES, SIGNUP_MESSAGES, isSafeUserUrl, signupRequestSchema } from '@bizamply/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, fieldDescriptionIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { setAuthToken } from '@/lib/storage';
import { signup } from '../api/signup';
import { useSignupSubmission } from '../hooks/use-signup-submission';
import { simplePasswordStrength } from '../lib/password-strength';
import { verifyOtpPath } from '../lib/shop-params';
import { PasswordStrengthMeter } from './password-strength-meter';

/** The request schema of spec 1 §5, with the optional picture typed as a (possibly empty) text field. */
const simpleSignupFormSchema = signupRequestSchema.extend({
  profilePic: z
    .string()
    .trim()
    .max(2000, SIGNUP_MESSAGES.profilePicInvalid)
    .refine((value) => value === '' || isSafeUserUrl(value), SIGNUP_MESSAGES.profilePicInvalid),
});
type FormInput = z.input<typeof simpleSignupFormSchema>;
type FormValues = z.output<typeof simpleSignupFormSchema>;
type FieldName = keyof FormInput;

const FIELDS: readonly FieldName[] = ['name', 'email', 'password', 'profilePic'];
const isFieldName = (value: string): value is FieldName => (FIELDS as readonly string[]).includes(value);

/** The simple registration (spec 1 §2, §5): email, password, name and an optional picture → POST /auth/signup. */
export function SimpleSignupForm() {
  const navigate = useNavigate();

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(simpleSignupFormSchema),
    defaultValues: { name: '', email: '', password: '', profilePic: '' },
    // First checked when a field is left (spec 1 §5 "on blur"), then as it is corrected.
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const password = useWatch({ control, name: 'password' });
  const { submit, submitting, serverError } = useSignupSubmission<FormInput>({ setError, isFieldName });

  const onSubmit = ({ profilePic, ...values }: FormValues) =>
    submit(async () => {
      const response = await signup({ ...values, ...(profilePic ? { profilePic } : {}) });
      // Kept for the verification step; the user is signed in once the code is entered.
      setAuthToken(response.token);
      navigate(verifyOtpPath(values.email), { replace: true });
    });

  const error = (field: FieldName) => errors[field]?.message;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-5"
      aria-label={SIGNUP_MESSAGES.simpleTitle}
    >
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}

      <FormField id="register-name" label={SIGNUP_MESSAGES.name} error={error('name')}>
        <Input
          id="register-name"
          autoComplete="name"
          aria-invalid={error('name') ? true : undefined}
          aria-describedby={fieldDescriptionIds('register-name', { error: error('name') })}
          {...register('name')}
        />
      </FormField>

      <FormField id="register-email" label={SIGNUP_MESSAGES.emailAddress} error={error('email')}>
        <Input
          id="register-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@yourbrand.com"
          aria-invalid={error('email') ? true : undefined}
          aria-describedby={fieldDescriptionIds('register-email', { error: error('email') })}
          {...register('email')}
        />
      </FormField>

      <FormField
        id="register-password"
        label={SIGNUP_MESSAGES.password}
        hint={SIGNUP_MESSAGES.simpleSpecialsHint}
        error={error('password')}
      >
        <PasswordInput
          id="register-password"
          autoComplete="new-password"
          aria-invalid={error('password') ? true : undefined}
          aria-describedby={
            [
              fieldDescriptionIds('register-password', { hint: true, error: error('password') }),
              password ? 'register-strength' : null,
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
          {...register('password')}
        />
        {password ? <PasswordStrengthMeter id="register-strength" strength={simplePasswordStrength(password)} /> : null}
      </FormField>

      <FormField
        id="register-picture"
        label={
          <>
            {SIGNUP_MESSAGES.profilePic}{' '}
            <span className="font-normal text-muted-foreground">({SIGNUP_MESSAGES.optional})</span>
          </>
        }
        error={error('profilePic')}
      >
        <Input
          id="register-picture"
          type="url"
          inputMode="url"
          placeholder="https://"
          aria-invalid={error('profilePic') ? true : undefined}
          aria-describedby={fieldDescriptionIds('register-picture', { error: error('profilePic') })}
          {...register('profilePic')}
        />
      </FormField>

      <Button type="submit" size="lg" loading={submitting} className="w-full">
        {submitting ? AUTH_MESSAGES.creatingAccount : SIGNUP_MESSAGES.title}
      </Button>
    </form>
  );
}
