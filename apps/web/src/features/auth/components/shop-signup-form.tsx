import {
  AUTH_MESSAGES,
  ONBOARDING_MESSAGES,
  SIGNUP_MESSAGES,
  shopSignupFormSchema,
  type ShopCredentials,
  type User,
} from '@bizamply/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, fieldDescriptionIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { setAuthToken } from '@/lib/storage';
import { registerShop } from '../api/register-shop';
import { submitSignupDetails } from '../api/submit-signup-details';
import { useSignupSubmission } from '../hooks/use-signup-submission';
import { defaultDestination } from '../lib/auth-redirects';
import { shopPasswordStrength } from '../lib/password-strength';
import { verifyOtpPath } from '../lib/shop-params';
import { rememberInstallLink, storeOnboardingIds, storeShopDetails, storeSignupDraft } from '../lib/signup-storage';
import { PasswordStrengthMeter } from './password-strength-meter';
import { useSession } from './session-context';

type FormInput = z.input<typeof shopSignupFormSchema>;
type FormValues = z.output<typeof shopSignupFormSchema>;
type FieldName = keyof FormInput;

/** Spec 1 §4: about 0.5 s between the account's creation and the onboarding submit. */
export const POST_SIGNUP_PAUSE_MS = 500;

/** Field order: the error summary lists problems in the order the fields appear. */
const FIELD_ORDER: readonly FieldName[] = [
  'firstName',
  'lastName',
  'email',
  'companyName',
  'brandName',
  'password',
  'confirmPassword',
];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isFieldName(value: string): value is FieldName {
  return (FIELD_ORDER as readonly string[]).includes(value);
}

function prefillFrom(user: User | null): Pick<FormInput, 'email' | 'firstName' | 'lastName'> {
  if (!user) return { email: '', firstName: '', lastName: '' };
  const [first = '', ...rest] = user.name.trim().split(/\s+/);
  return { email: user.email, firstName: user.firstName ?? first, lastName: user.lastName ?? rest.join(' ') };
}

interface SummaryEntry {
  field: FieldName;
  message: string;
}

function summary(errors: FieldErrors<FormInput>): SummaryEntry[] {
  return FIELD_ORDER.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ field, message }] : [];
  });
}

const FIELD_IDS: Record<FieldName, string> = {
  firstName: 'signup-first-name',
  lastName: 'signup-last-name',
  email: 'signup-email',
  companyName: 'signup-company',
  brandName: 'signup-brand',
  password: 'signup-password',
  confirmPassword: 'signup-confirm-password',
};

interface ShopSignupFormProps {
  shop: ShopCredentials;
  /** A signed-in user adding this store: email and names are theirs and read-only. */
  signedInUser: User | null;
}

/** /signup with the install link's parameters: the shop-based 'Create Account' (spec 1 §2, §4, §5, §8). */
export function ShopSignupForm({ shop, signedInUser }: ShopSignupFormProps) {
  const navigate = useNavigate();
  const session = useSession();
  // The fields the last submit attempt found wrong; an entry leaves the summary once its field is fixed
  // (re-checked as it is typed, never on blur, so the button does not move under a click).
  const [summaryEntries, setSummaryEntries] = useState<SummaryEntry[]>([]);
  const prefilled = signedInUser !== null;

  const {
    register,
    control,
    handleSubmit,
    setError,
    getFieldState,
    trigger,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(shopSignupFormSchema),
    defaultValues: {
      ...prefillFrom(signedInUser),
      companyName: '',
      brandName: '',
      password: '',
      confirmPassword: '',
    },
    // First checked when a field is left (spec 1 §5 "on blur"), then as it is corrected.
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const password = useWatch({ control, name: 'password' });
  const strength = shopPasswordStrength(password);
  const { submit, submitting, serverError } = useSignupSubmission<FormInput>({ setError, isFieldName });

  const onInvalid = (formErrors: FieldErrors<FormInput>) => setSummaryEntries(summary(formErrors));

  const onSubmit = async (values: FormValues) => {
    // Duplicate submits are silently ignored (spec 1 §4).
    const fieldProblems = await submit(async () => {
      setSummaryEntries([]);
      const response = await registerShop({ ...values, ...shop });
      // A new account is not verified yet: keep its session for the calls below, but sign in only after the
      // code is entered. A signed-in user adding a store is already in, with a fresh session.
      if (prefilled) await session.signIn(response.token);
      else setAuthToken(response.token);

      await wait(POST_SIGNUP_PAUSE_MS);
      storeSignupDraft(values);
      try {
        const details = await submitSignupDetails({
          company: values.companyName,
          brands: [{ brandName: values.brandName, shopify: shop }],
          personalInfo: { firstName: values.firstName, lastName: values.lastName, email: values.email },
          isUpdate: prefilled,
        });
        storeOnboardingIds(details);
        storeShopDetails(shop, response.user.shopifyScope);
      } catch (error) {
        // Only logged (spec 1 §4, §8): the account exists and the wizard can submit the data again.
        console.error(ONBOARDING_MESSAGES.submissionFailedLog, error);
      }
      if (!response.user.emailVerified) rememberInstallLink(shop);
      navigate(response.user.emailVerified ? defaultDestination(response.user) : verifyOtpPath(values.email), {
        replace: true,
      });
    });
    if (fieldProblems.length > 0) setSummaryEntries(fieldProblems);
  };

  const error = (field: FieldName) => errors[field]?.message;
  const openEntries = summaryEntries.flatMap(({ field }) => {
    const message = error(field);
    return message ? [{ field, message }] : [];
  });
  const describedBy = (id: string, field: FieldName, hint?: unknown) =>
    fieldDescriptionIds(id, { hint, error: error(field) });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit, onInvalid)(event)}
      className="flex flex-col gap-5"
      aria-label={SIGNUP_MESSAGES.title}
    >
      {prefilled ? <Alert variant="info">{AUTH_MESSAGES.prefilledNote}</Alert> : null}
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      {openEntries.length > 0 ? (
        <Alert variant="error" title={AUTH_MESSAGES.fixErrors}>
          <ul className="list-disc pl-4">
            {openEntries.map(({ field, message }) => (
              <li key={field}>
                <a
                  href={`#${FIELD_IDS[field]}`}
                  className="underline-offset-2 hover:underline"
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(FIELD_IDS[field])?.focus();
                  }}
                >
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="signup-first-name" label={SIGNUP_MESSAGES.firstName} error={error('firstName')}>
          <Input
            id="signup-first-name"
            autoComplete="given-name"
            readOnly={prefilled}
            aria-readonly={prefilled || undefined}
            aria-invalid={error('firstName') ? true : undefined}
            aria-describedby={describedBy('signup-first-name', 'firstName')}
            {...register('firstName')}
          />
        </FormField>
        <FormField id="signup-last-name" label={SIGNUP_MESSAGES.lastName} error={error('lastName')}>
          <Input
            id="signup-last-name"
            autoComplete="family-name"
            readOnly={prefilled}
            aria-readonly={prefilled || undefined}
            aria-invalid={error('lastName') ? true : undefined}
            aria-describedby={describedBy('signup-last-name', 'lastName')}
            {...register('lastName')}
          />
        </FormField>
      </div>

      <FormField id="signup-email" label={SIGNUP_MESSAGES.emailAddress} error={error('email')}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@yourbrand.com"
          readOnly={prefilled}
          aria-readonly={prefilled || undefined}
          aria-invalid={error('email') ? true : undefined}
          aria-describedby={describedBy('signup-email', 'email')}
          {...register('email')}
        />
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="signup-company" label={SIGNUP_MESSAGES.companyName} error={error('companyName')}>
          <Input
            id="signup-company"
            autoComplete="organization"
            aria-invalid={error('companyName') ? true : undefined}
            aria-describedby={describedBy('signup-company', 'companyName')}
            {...register('companyName')}
          />
        </FormField>
        <FormField id="signup-brand" label={SIGNUP_MESSAGES.brandName} error={error('brandName')}>
          <Input
            id="signup-brand"
            autoComplete="off"
            aria-invalid={error('brandName') ? true : undefined}
            aria-describedby={describedBy('signup-brand', 'brandName')}
            {...register('brandName')}
          />
        </FormField>
      </div>

      <FormField
        id="signup-password"
        label={SIGNUP_MESSAGES.password}
        hint={prefilled ? SIGNUP_MESSAGES.passwordConfirmHint : undefined}
        error={error('password')}
      >
        <PasswordInput
          id="signup-password"
          autoComplete={prefilled ? 'current-password' : 'new-password'}
          aria-invalid={error('password') ? true : undefined}
          aria-describedby={
            [describedBy('signup-password', 'password', prefilled), password ? 'signup-password-strength' : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
          {...register('password', {
            onChange: () => {
              // Keep 'Passwords do not match' true to the password once the confirmation was filled in.
              if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
            },
          })}
        />
        {password ? <PasswordStrengthMeter id="signup-password-strength" strength={strength} /> : null}
      </FormField>

      <FormField id="signup-confirm-password" label={SIGNUP_MESSAGES.confirmPassword} error={error('confirmPassword')}>
        <PasswordInput
          id="signup-confirm-password"
          autoComplete={prefilled ? 'current-password' : 'new-password'}
          aria-invalid={error('confirmPassword') ? true : undefined}
          aria-describedby={describedBy('signup-confirm-password', 'confirmPassword')}
          {...register('confirmPassword')}
        />
      </FormField>

      <Button type="submit" size="lg" loading={submitting} className="w-full">
        {submitting ? AUTH_MESSAGES.creatingAccount : SIGNUP_MESSAGES.title}
      </Button>
    </form>
  );
}
