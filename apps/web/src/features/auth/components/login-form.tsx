import {
  ACCOUNT_LINK_PATHS,
  AUTH_MESSAGES,
  LOGIN_PAGE_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  TWO_FACTOR_MESSAGES,
  type loginRequestSchema,
} from '@bizamply/contracts';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, fieldDescriptionIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { isTickedOnPage, takeEarlySubmit } from '@/lib/early-input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { loginErrorMessage, useLogin } from '../api/login';
import { verifyOtpPath } from '../lib/shop-params';
import { useSession } from './session-context';

type LoginInput = z.input<typeof loginRequestSchema>;
type LoginValues = z.output<typeof loginRequestSchema>;

/** The shared login schema, loaded when the form is first focused or submitted (not at /login's start). */
const login = lazyZodResolver(() => import('../lib/login-schema').then((module) => module.loginRequestSchema));

interface LoginFormProps {
  /** An error brought in the URL (a failed third-party sign-in), shown until the next attempt. */
  initialError?: string | null;
  /** A notice brought in the URL (the password was just reset), shown until the next attempt. */
  initialNotice?: string | null;
}

/** Spec 1 §2 /login and §5 "Login": first schema error per field; editing a field clears its error. */
export function LoginForm({ initialError = null, initialNotice = null }: LoginFormProps) {
  const session = useSession();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [serverErrors, setServerErrors] = useState<string[]>(initialError ? [initialError] : []);
  const [notice, setNotice] = useState(initialNotice);
  const [signingIn, setSigningIn] = useState(false);
  // Two-factor accounts are asked for their authenticator code after the password was right.
  const [needsCode, setNeedsCode] = useState(false);

  const {
    register,
    control,
    handleSubmit,
    clearErrors,
    setValue,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: login.resolver,
    defaultValues: { email: '', password: '', rememberMe: false },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onSubmit = async (values: LoginValues) => {
    if (signingIn) return;
    setServerErrors([]);
    setNotice(null);
    setSigningIn(true);
    try {
      const response = await loginMutation.mutateAsync(values);
      // The session then holds the user, and the public-only route sends them on (returnUrl or the rules).
      await session.signIn(response.token, { remember: values.rememberMe === true });
    } catch (error) {
      // An unverified address got a fresh code by e-mail: continue on the verification page.
      if (isApiError(error) && error.code === 'TWO_FACTOR_REQUIRED') {
        setNeedsCode(true);
        setSigningIn(false);
        return;
      }
      if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
        setSigningIn(false);
        navigate(verifyOtpPath(values.email));
        return;
      }
      const fieldMessages = isApiError(error) ? (error.details ?? []).map((detail) => detail.message) : [];
      setServerErrors([loginErrorMessage(error), ...fieldMessages]);
      setSigningIn(false);
    }
  };

  // The HTML-drawn form, used before the app ran (lib/early-input.ts): Remember me as the page shows it, and the
  // submission the browser was kept from sending, sent now.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (isTickedOnPage(form?.querySelector('#login-remember') ?? null)) setValue('rememberMe', true);
    if (takeEarlySubmit(form)) form?.requestSubmit();
  }, [setValue]);

  const emailError = errors.email?.message;
  const passwordError = errors.password?.message;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        // The resolver rejects only when the schema's chunk could not load (offline): say so, as for no answer.
        handleSubmit(onSubmit)(event).catch((error: unknown) => setServerErrors([loginErrorMessage(error)]));
      }}
      onFocus={login.preload}
      className="flex flex-col gap-5"
      aria-label="Sign in"
    >
      {notice ? <Alert variant="success">{notice}</Alert> : null}
      {serverErrors.length > 0 ? (
        <Alert variant="error">
          {serverErrors.length === 1 ? (
            serverErrors[0]
          ) : (
            <ul className="list-disc pl-4">
              {serverErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      ) : null}

      <FormField id="login-email" label="Email" error={emailError}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@yourbrand.com"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={fieldDescriptionIds('login-email', { error: emailError })}
          {...register('email', { onChange: () => clearErrors('email') })}
        />
      </FormField>

      <FormField
        id="login-password"
        label="Password"
        error={passwordError}
        labelAside={
          // The spec's link "does nothing"; it opens the password reset (issue 13 §9).
          <Link
            to={ACCOUNT_LINK_PATHS.forgotPassword}
            className="text-xs font-medium text-primary-subtle-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {PASSWORD_RESET_MESSAGES.forgotLink}
          </Link>
        }
      >
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={fieldDescriptionIds('login-password', { error: passwordError })}
          {...register('password', { onChange: () => clearErrors('password') })}
        />
      </FormField>

      {needsCode ? (
        <FormField
          id="login-two-factor"
          label={TWO_FACTOR_MESSAGES.codeLabel}
          hint={TWO_FACTOR_MESSAGES.codeHint}
          error={errors.twoFactorCode?.message}
        >
          <Input
            id="login-two-factor"
            autoComplete="one-time-code"
            autoFocus
            maxLength={20}
            aria-describedby={fieldDescriptionIds('login-two-factor', { hint: true, error: errors.twoFactorCode })}
            {...register('twoFactorCode')}
          />
        </FormField>
      ) : null}

      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name="rememberMe"
          render={({ field }) => (
            <Checkbox
              id="login-remember"
              checked={field.value ?? false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Label htmlFor="login-remember" className="font-normal">
          Remember me
        </Label>
      </div>

      <Button type="submit" size="lg" loading={signingIn} className="w-full">
        {signingIn ? AUTH_MESSAGES.signingIn : LOGIN_PAGE_MESSAGES.signIn}
      </Button>
    </form>
  );
}
