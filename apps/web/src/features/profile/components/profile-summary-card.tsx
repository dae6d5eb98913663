import { AVATAR_TYPES, PROFILE_LIMITS, PROFILE_MESSAGES, type Profile } from '@bizamply/contracts';
import { Calendar, Camera, LogOut, Mail, MapPin, Phone } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useDateFormatter } from '@/lib/date-preferences';
import { useUploadAvatar } from '../api/profile';

/** Spec 3 §5 Avatar: the same three checks the server makes, before anything is sent. */
export function avatarProblem(file: File | undefined): string | null {
  if (!file) return PROFILE_MESSAGES.noFileSelected;
  if (file.size > PROFILE_LIMITS.avatarBytes) return PROFILE_MESSAGES.fileTooLarge;
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return PROFILE_MESSAGES.fileType;
  return null;
}

function initialsOf(profile: Profile): string {
  const letters = [profile.firstName, profile.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (letters || profile.email.charAt(0)).toUpperCase();
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2.5 text-sm">
      <span className="text-muted-foreground [&_svg]:size-4">{icon}</span>
      <span className="min-w-0 truncate">{children}</span>
    </li>
  );
}

/** Spec 3 Profile left card: avatar with upload, name, role, e-mail, phone, location, join date, Sign Out. */
export function ProfileSummaryCard({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const { formatDate } = useDateFormatter();

  const onFile = (file: File | undefined) => {
    const problem = avatarProblem(file);
    if (problem || !file) {
      toast.error(problem ?? PROFILE_MESSAGES.noFileSelected);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(PROFILE_MESSAGES.avatarUpdated),
      onError: (error) =>
        toast.error(isApiError(error) && error.status > 0 ? error.message : PROFILE_MESSAGES.uploadFailed),
    });
  };

  const notSet = <span className="text-muted-foreground">{PROFILE_MESSAGES.notSet}</span>;

  return (
    <Card className="flex min-w-0 flex-col items-center gap-4 p-6 text-center">
      <div className="relative">
        <div className="flex size-24 items-center justify-center overflow-hidden rounded-full bg-primary-subtle text-2xl font-semibold text-primary-subtle-foreground ring-4 ring-surface">
          {profile.profilePic ? (
            <img src={profile.profilePic} alt="Profile picture" className="size-full object-cover" />
          ) : (
            <span aria-hidden="true">{initialsOf(profile)}</span>
          )}
          {upload.isPending ? (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-background/70">
              <Spinner label="Uploading" />
            </span>
          ) : null}
        </div>
        <Button
          size="icon-sm"
          variant="outline"
          className="absolute right-0 bottom-0 rounded-full"
          aria-label="Upload profile picture"
          disabled={upload.isPending}
          onClick={() => fileInput.current?.click()}
        >
          <Camera aria-hidden="true" />
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label="Profile picture file"
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      <div className="flex flex-col items-center gap-1.5">
        <p className="text-lg leading-6 font-semibold">{profile.name}</p>
        <Badge variant={profile.isAdmin ? 'primary' : 'neutral'} className="capitalize">
          {profile.role.replace('_', ' ')}
        </Badge>
      </div>
      <ul className="flex w-full flex-col gap-2.5 border-t border-border pt-4 text-left">
        <Line icon={<Mail aria-hidden="true" />}>{profile.email}</Line>
        <Line icon={<Phone aria-hidden="true" />}>{profile.phone ?? notSet}</Line>
        <Line icon={<MapPin aria-hidden="true" />}>{profile.location ?? notSet}</Line>
        <Line icon={<Calendar aria-hidden="true" />}>Joined {formatDate(profile.joinDate)}</Line>
      </ul>
      <Button variant="outline" className="w-full" onClick={() => navigate('/logout')}>
        <LogOut aria-hidden="true" />
        Sign Out
      </Button>
    </Card>
  );
}
