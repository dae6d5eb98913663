import {
  DEFAULT_PROFILE_COUNTRY,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  countryOfPhone,
  findCountry,
  parseBirthday,
  profileUpdateSchema,
  type Profile,
  type ProfileCountryCode,
  type ProfileUpdate,
  type ProfileUpdateInput,
} from '@bizamply/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField, fieldDescriptionIds } from '@/components/ui/form-field';
import { Input, inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { LocationField, formatLocation, parseLocation } from './location-field';
import { PhoneField, withDialCode } from './phone-field';

interface PersonalInfoFormProps {
  profile: Profile;
  saving: boolean;
  onCancel: () => void;
  onSave: (values: ProfileUpdate) => void;
}

/** The date input speaks YYYY-MM-DD; a birthday saved as MM/DD/YYYY is shown in it all the same. */
function toDateInput(birthday: string | null): string {
  const date = birthday ? parseBirthday(birthday) : null;
  return date ? date.toISOString().slice(0, 10) : '';
}

/** Spec 3 Personal Info edit mode: Cancel and Save Changes; the error count in a red badge. */
export function PersonalInfoForm({ profile, saving, onCancel, onSave }: PersonalInfoFormProps) {
  const initialCountry = (profile.phone ? countryOfPhone(profile.phone)?.code : undefined) ?? DEFAULT_PROFILE_COUNTRY;
  const [phoneCountry, setPhoneCountry] = useState<ProfileCountryCode>(initialCountry);
  const [location, setLocation] = useState(() => parseLocation(profile.location));

  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isValid },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    mode: 'all',
    defaultValues: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      phone: profile.phone ?? withDialCode(findCountry(initialCountry)?.dialCode ?? '+1', ''),
      // A location typed elsewhere (not one of the pickers' places) is kept until a place is picked.
      location: profile.location ?? '',
      birthday: toDateInput(profile.birthday),
      bio: profile.bio ?? '',
    },
  });

  const messages = Object.values(errors)
    .map((error) => error?.message)
    .filter((message): message is string => Boolean(message));
  const bio = useWatch({ control, name: 'bio' }) ?? '';

  return (
    <form noValidate aria-label="Personal info" onSubmit={handleSubmit(onSave)} className="flex flex-col gap-5">
      {messages.length > 0 ? <Alert variant="error">{`${PROFILE_MESSAGES.fixErrors} ${messages[0]}`}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-first-name" label="First Name" error={errors.firstName?.message}>
          <Input
            id="profile-first-name"
            autoComplete="given-name"
            maxLength={PROFILE_LIMITS.firstName + 10}
            aria-invalid={errors.firstName ? true : undefined}
            aria-describedby={fieldDescriptionIds('profile-first-name', { error: errors.firstName })}
            {...register('firstName')}
          />
        </FormField>
        <FormField id="profile-last-name" label="Last Name" error={errors.lastName?.message}>
          <Input
            id="profile-last-name"
            autoComplete="family-name"
            maxLength={PROFILE_LIMITS.lastName + 10}
            aria-invalid={errors.lastName ? true : undefined}
            aria-describedby={fieldDescriptionIds('profile-last-name', { error: errors.lastName })}
            {...register('lastName')}
          />
        </FormField>
        <FormField id="profile-email" label="Email" hint={PROFILE_MESSAGES.emailHint}>
          <Input id="profile-email" value={profile.email} readOnly aria-describedby="profile-email-hint" />
        </FormField>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              country={phoneCountry}
              value={field.value ?? ''}
              error={errors.phone?.message}
              onCountryChange={setPhoneCountry}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <LocationField
          value={location}
          error={errors.location?.message}
          onChange={(next) => {
            setLocation(next);
            setValue('location', formatLocation(next), { shouldValidate: true, shouldDirty: true });
          }}
        />
        <FormField
          id="profile-birthday"
          label="Birthday"
          error={errors.birthday?.message}
          hint="MM/DD/YYYY or YYYY-MM-DD"
        >
          <Input
            id="profile-birthday"
            type="date"
            max={new Date().toISOString().slice(0, 10)}
            aria-invalid={errors.birthday ? true : undefined}
            aria-describedby={fieldDescriptionIds('profile-birthday', { hint: true, error: errors.birthday })}
            {...register('birthday')}
          />
        </FormField>
        <FormField id="profile-role" label="Role" hint={PROFILE_MESSAGES.roleHint}>
          <Input
            id="profile-role"
            value={profile.role}
            readOnly
            className="capitalize"
            aria-describedby="profile-role-hint"
          />
        </FormField>
      </div>
      <FormField
        id="profile-bio"
        label="Bio"
        error={errors.bio?.message}
        hint={`${bio.length}/${PROFILE_LIMITS.bio} characters`}
      >
        <textarea
          id="profile-bio"
          rows={4}
          className={cn(inputClasses, 'h-auto resize-y py-2')}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={fieldDescriptionIds('profile-bio', { hint: true, error: errors.bio })}
          {...register('bio')}
        />
      </FormField>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {messages.length > 0 ? (
          <Badge variant="error">
            {messages.length} {messages.length === 1 ? 'error' : 'errors'}
          </Badge>
        ) : null}
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving} disabled={!isValid || saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
