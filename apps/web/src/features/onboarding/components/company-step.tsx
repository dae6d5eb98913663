import {
  brandNameSchema,
  companyNameSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  ONBOARDING_MESSAGES,
  REGISTRATION_MESSAGES,
  type OnboardStatusResponse,
  type User,
} from '@bizamply/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { FormField, fieldDescriptionIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useSubmitUser } from '../api/submit-user';
import { readDraft, readDraftBrands, writeDraft, writeDraftBrands, writeIds } from '../lib/onboarding-storage';
import { onboardingToast } from '../lib/onboarding-toast';
import { BrandListField } from './brand-list-field';

/** Spec 1 §5 "Onboarding draft": the same rules and messages as sign-up. */
const companyStepSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  companyName: companyNameSchema,
});
type FormInput = z.input<typeof companyStepSchema>;
type FormValues = z.output<typeof companyStepSchema>;
const FIELD_ORDER = ['firstName', 'lastName', 'email', 'companyName'] as const;

const normalise = (name: string) => name.trim().replace(/\s+/g, ' ');
const key = (name: string) => normalise(name).toLocaleLowerCase();

/** Empty and duplicate names (ignoring case and spacing) are dropped, the first spelling kept. */
export function distinctBrands(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map(normalise).filter((name) => {
    if (name === '' || seen.has(key(name))) return false;
    seen.add(key(name));
    return true;
  });
}

function defaults(user: User, status: OnboardStatusResponse | undefined): FormInput {
  const draft = readDraft();
  const [first = '', ...rest] = user.name.trim().split(/\s+/);
  return {
    firstName: draft?.firstName || user.firstName || first,
    lastName: draft?.lastName || user.lastName || rest.join(' '),
    email: user.email,
    companyName: draft?.companyName || status?.companyName || '',
  };
}

function firstError(errors: FieldErrors<FormInput>): string | undefined {
  for (const field of FIELD_ORDER) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return undefined;
}

interface CompanyStepProps {
  user: User;
  status: OnboardStatusResponse | undefined;
  /** The brands exist on the server now: go to step 2. */
  onSaved: () => void;
}

/** Step 1: first name, last name, email, company name and the brand names (spec 1 §2, §4, §5). */
export function CompanyStep({ user, status, onSaved }: CompanyStepProps) {
  const submitUser = useSubmitUser();
  const savedBrands = useMemo(
    () => new Set((status?.brands ?? []).map((brand) => key(brand.BrandName))),
    [status?.brands],
  );
  const [brands, setBrands] = useState<string[]>(() =>
    distinctBrands([...(status?.brands ?? []).map((brand) => brand.BrandName), ...(readDraftBrands() ?? [])]),
  );
  const [brandInput, setBrandInput] = useState('');
  const [brandError, setBrandError] = useState<string | null>(null);

  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(companyStepSchema),
    defaultValues: defaults(user, status),
    // First checked when a field is left (spec 1 §5 "on blur"), then as it is corrected.
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });

  // The draft is kept locally while it is typed (spec 1 §4 "Step progress is saved locally").
  const values = useWatch({ control });
  useEffect(() => {
    writeDraft({
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      email: values.email ?? '',
      companyName: values.companyName ?? '',
    });
  }, [values.firstName, values.lastName, values.email, values.companyName]);
  useEffect(() => writeDraftBrands(brands), [brands]);

  /** Adds the typed name; empty and duplicate names are ignored (spec 1 §5). Returns the new list. */
  const addBrand = (): string[] | null => {
    const name = normalise(brandInput);
    if (name === '') return brands;
    if (brands.some((brand) => key(brand) === key(name))) {
      setBrandInput('');
      setBrandError(null);
      return brands;
    }
    const parsed = brandNameSchema.safeParse(name);
    if (!parsed.success) {
      setBrandError(parsed.error.issues[0]?.message ?? REGISTRATION_MESSAGES.brandNameRequired);
      return null;
    }
    const next = [...brands, parsed.data];
    setBrands(next);
    setBrandInput('');
    setBrandError(null);
    return next;
  };

  const onValid = async (form: FormValues) => {
    // A name typed but not added yet counts too.
    const list = addBrand();
    if (!list) return;
    if (list.length === 0) {
      setBrandError(REGISTRATION_MESSAGES.atLeastOneBrand);
      onboardingToast.validation(REGISTRATION_MESSAGES.atLeastOneBrand);
      return;
    }
    try {
      const response = await submitUser.mutateAsync({
        company: form.companyName,
        brands: list,
        personalInfo: { firstName: form.firstName, lastName: form.lastName, email: form.email },
      });
      writeIds(response.bizamplyId, response.brandIds);
      onSaved();
    } catch (error) {
      onboardingToast.error(errorMessage(error, ONBOARDING_MESSAGES.submissionFailedLog));
    }
  };

  const onInvalid = (formErrors: FieldErrors<FormInput>) => {
    const message = firstError(formErrors);
    if (message) onboardingToast.validation(message);
    if (addBrand()?.length === 0) setBrandError(REGISTRATION_MESSAGES.atLeastOneBrand);
  };

  const error = (field: keyof FormInput) => errors[field]?.message;
  const field = (id: string, name: keyof FormInput) => ({
    id,
    'aria-invalid': error(name) ? true : undefined,
    'aria-describedby': fieldDescriptionIds(id, { error: error(name) }),
  });

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-label={ONBOARDING_MESSAGES.step1Title}>
      <CardContent className="flex flex-col gap-5 pt-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="onboarding-first-name" label={ONBOARDING_MESSAGES.firstName} error={error('firstName')}>
            <Input
              autoComplete="given-name"
              {...field('onboarding-first-name', 'firstName')}
              {...register('firstName')}
            />
          </FormField>
          <FormField id="onboarding-last-name" label={ONBOARDING_MESSAGES.lastName} error={error('lastName')}>
            <Input
              autoComplete="family-name"
              {...field('onboarding-last-name', 'lastName')}
              {...register('lastName')}
            />
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="onboarding-email" label={ONBOARDING_MESSAGES.email} error={error('email')}>
            <Input
              type="email"
              readOnly
              aria-readonly
              autoComplete="email"
              {...field('onboarding-email', 'email')}
              {...register('email')}
            />
          </FormField>
          <FormField id="onboarding-company" label={ONBOARDING_MESSAGES.companyName} error={error('companyName')}>
            <Input
              autoComplete="organization"
              {...field('onboarding-company', 'companyName')}
              {...register('companyName')}
            />
          </FormField>
        </div>
        <BrandListField
          brands={brands}
          savedBrands={savedBrands}
          input={brandInput}
          onInputChange={(value) => {
            setBrandInput(value);
            if (brandError) setBrandError(null);
          }}
          onAdd={() => void addBrand()}
          onRemove={(brand) => setBrands((current) => current.filter((item) => item !== brand))}
          error={brandError}
        />
      </CardContent>
      <CardFooter className="justify-end">
        <Button type="submit" loading={submitUser.isPending}>
          {submitUser.isPending ? ONBOARDING_MESSAGES.saving : ONBOARDING_MESSAGES.next}
        </Button>
      </CardFooter>
    </form>
  );
}
