import { forgotPasswordRequestSchema, GENERAL_MESSAGES, PASSWORD_RESET_MESSAGES } from '@bizamply/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, fieldDescriptionIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { requestPasswordReset } from '../api/password-links';
import { AuthLayout } from '../components/auth-layout';
import { LOGIN_PATH } from '../lib/auth-redirects';

type Input = z.input<typeof forgotPasswordRequestSchema>;
type Values = z.output<typeof forgotPasswordRequestSchema>;

const backToSignIn = (
  <Link to={LOGIN_PATH} className="font-medium text-primary-subtle-foreground hover:underline">
    {PASSWORD_RESET_MESSAGES.backToSignIn}
  </Link>
);

/**
 * /forgot-password (issue 13 §9; the spec's link "does nothing"): asks for the address and mails a one-time
 * link. The answer is the same whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  useDocumentTitle(PASSWORD_RESET_MESSAGES.forgotTitle);
  const [searchParams] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: searchParams.get('email') ?? '' },
  });

  const onSubmit = async (values: Values) => {
    setServerError(null);
    try {
      await requestPasswordReset(values);
      setSentTo(values.email);
    } catch (error) {
      setServerError(isApiError(error) && error.status > 0 ? error.message : GENERAL_MESSAGES.unexpected);
    }
  };

  if (sentTo) {
    return (
      <AuthLayout title={PASSWORD_RESET_MESSAGES.checkEmailTitle} footer={backToSignIn}>
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm">
            <MailCheck aria-hidden="true" className="size-4 shrink-0 text-primary-subtle-foreground" />
            <span className="font-medium break-all">{sentTo}</span>
          </p>
          <Alert variant="success">{PASSWORD_RESET_MESSAGES.linkSent}</Alert>
        </div>
      </AuthLayout>
    );
  }

  const emailError = errors.email?.message;
  return (
    <AuthLayout
      title={PASSWORD_RESET_MESSAGES.forgotTitle}
      subtitle={PASSWORD_RESET_MESSAGES.forgotSubtitle}
      footer={backToSignIn}
    >
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        className="flex flex-col gap-5"
        aria-label={PASSWORD_RESET_MESSAGES.forgotTitle}
      >
        {serverError ? <Alert variant="error">{serverError}</Alert> : null}
        <FormField id="forgot-email" label="Email" error={emailError}>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
            placeholder="you@yourbrand.com"
            aria-invalid={emailError ? true : undefined}
            aria-describedby={fieldDescriptionIds('forgot-email', { error: emailError })}
            {...register('email')}
          />
        </FormField>
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
          {isSubmitting ? PASSWORD_RESET_MESSAGES.sending : PASSWORD_RESET_MESSAGES.sendLink}
        </Button>
      </form>
    </AuthLayout>
  );
}
