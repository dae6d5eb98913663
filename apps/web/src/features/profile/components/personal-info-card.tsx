import { PROFILE_LIMITS, PROFILE_MESSAGES, parseBirthday, type Profile, type ProfileUpdate } from '@bizamply/contracts';
import { Pencil } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { createDateFormatter } from '@/lib/date-preferences';
import { usePreferences } from '@/lib/preferences';
import { useUpdateProfile } from '../api/profile';
import { PersonalInfoForm } from './personal-info-form';

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-sm break-words">{children}</dd>
    </div>
  );
}

const orNotSet = (value: string | null) =>
  value ? value : <span className="text-muted-foreground">{PROFILE_MESSAGES.notSet}</span>;

/** Spec 3 Personal Info: view mode with Edit; edit mode with Cancel and Save Changes. */
export function PersonalInfoCard({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const { preferences } = usePreferences();
  // A birthday is a calendar day, not an instant: shown in the user's date format without a time-zone shift.
  const dayFormatter = useMemo(() => createDateFormatter({ ...preferences, timezone: 'UTC' }), [preferences]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), PROFILE_LIMITS.successMessageMs);
    return () => clearTimeout(timer);
  }, [saved]);

  const onSave = (values: ProfileUpdate) => {
    setSaveError(null);
    update.mutate(values, {
      onSuccess: () => {
        setEditing(false);
        setSaved(true);
      },
      onError: (error) =>
        setSaveError(isApiError(error) && error.status > 0 ? error.message : PROFILE_MESSAGES.updateFailed),
    });
  };

  const birthday = profile.birthday ? parseBirthday(profile.birthday) : null;

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle>Personal Information</CardTitle>
          <CardDescription>Your name and contact details as your team sees them.</CardDescription>
        </div>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {saved ? <Alert variant="success">{PROFILE_MESSAGES.updated}</Alert> : null}
        {saveError ? <Alert variant="error">{saveError}</Alert> : null}
        {editing ? (
          <PersonalInfoForm
            profile={profile}
            saving={update.isPending}
            onCancel={() => {
              setSaveError(null);
              setEditing(false);
            }}
            onSave={onSave}
          />
        ) : (
          <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
            <Field label="First Name">{orNotSet(profile.firstName)}</Field>
            <Field label="Last Name">{orNotSet(profile.lastName)}</Field>
            <Field label="Email">
              <span className="break-all">{profile.email}</span>
            </Field>
            <Field label="Phone">{orNotSet(profile.phone)}</Field>
            <Field label="Location">{orNotSet(profile.location)}</Field>
            <Field label="Birthday">{orNotSet(birthday ? dayFormatter.formatDate(birthday) : null)}</Field>
            <Field label="Role">
              <span className="capitalize">{profile.role.replace('_', ' ')}</span>
            </Field>
            <Field label="Bio" wide>
              {profile.bio ? (
                <span className="whitespace-pre-line">{profile.bio}</span>
              ) : (
                <span className="text-muted-foreground">{PROFILE_MESSAGES.noBio}</span>
              )}
            </Field>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
