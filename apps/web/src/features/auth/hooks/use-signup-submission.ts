import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { isPasswordRuleError, registrationErrorMessage } from '../api/register-shop';

export interface FieldProblem<Name extends string> {
  field: Name;
  message: string;
}

interface SignupSubmissionOptions<Values extends FieldValues> {
  setError: UseFormSetError<Values>;
  /** The form's own fields: a server detail about another field is shown above the form instead. */
  isFieldName: (name: string) => name is Path<Values>;
}

/**
 * What both sign-up forms do around their request (spec 1 §4, §5, §8): a second submit while one runs is ignored;
 * a refusal is shown where it belongs — a password rule under the password, the server's field errors under their
 * fields, anything else above the form. After a success the form stays busy: it navigates away.
 */
export function useSignupSubmission<Values extends FieldValues & { password: unknown }>({
  setError,
  isFieldName,
}: SignupSubmissionOptions<Values>) {
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  /** Runs `task` unless one is running; resolves with the field errors of a refused request, put under fields. */
  const submit = async (task: () => Promise<void>): Promise<FieldProblem<Path<Values>>[]> => {
    if (busy.current) return [];
    busy.current = true;
    setSubmitting(true);
    setServerError(null);
    try {
      await task();
      return [];
    } catch (error) {
      const message = registrationErrorMessage(error);
      const problems: FieldProblem<Path<Values>>[] = [];
      if (isPasswordRuleError(message)) {
        setError('password' as Path<Values>, { message }, { shouldFocus: true });
      } else if (isApiError(error) && error.code === 'VALIDATION_ERROR') {
        for (const { field, message: fieldMessage } of error.details ?? []) {
          if (!isFieldName(field)) continue;
          setError(field, { message: fieldMessage });
          problems.push({ field, message: fieldMessage });
        }
        if (problems.length === 0) setServerError(message);
      } else {
        setServerError(message);
      }
      busy.current = false;
      setSubmitting(false);
      return problems;
    }
  };

  return { submit, submitting, serverError };
}
