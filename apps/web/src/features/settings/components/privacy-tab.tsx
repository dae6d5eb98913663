import { PRIVACY_TOGGLES, PROFILE_VISIBILITY, SETTINGS_MESSAGES, type PrivacyPreferences } from '@bizamply/contracts';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { SwitchRow } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { useSavePreferences } from '@/lib/save-preferences';
import { useSignOutOtherDevices } from '../api/settings';
import { PreferenceSelect } from './preference-select';
import { SettingsSection } from './settings-section';
import { useSavedFlash } from './use-saved-flash';

/** Settings › Security & Privacy: saved privacy choices, and Sign Out All Devices (every other session ends). */
export function PrivacyTab({ initial }: { initial: PrivacyPreferences }) {
  const [draft, setDraft] = useState(initial);
  const save = useSavePreferences();
  const [saved, flash] = useSavedFlash();
  const signOut = useSignOutOtherDevices();
  const [confirming, setConfirming] = useState(false);

  const onSignOutAll = () =>
    signOut.mutate(undefined, {
      onSuccess: (response) => {
        setConfirming(false);
        toast.success(`${SETTINGS_MESSAGES.signedOutAll} (${response.data.revoked})`);
      },
      onError: () => toast.error(SETTINGS_MESSAGES.signOutAllFailed),
    });

  return (
    <div className="flex flex-col gap-4">
      <SettingsSection
        title="Security & Privacy"
        description="How your account is protected and what others can see."
        saving={save.isPending}
        saved={saved}
        onSave={() => save.mutate({ privacy: draft }, { onSuccess: flash })}
      >
        <div className="flex items-center justify-between gap-4 border-b border-border pb-3">
          <div className="flex items-center gap-3">
            <ShieldCheck aria-hidden="true" className="size-4 text-muted-foreground" />
            <div>
              <p className="text-sm font-medium">Two-factor authentication</p>
              <p className="text-xs text-muted-foreground">Managed on your profile&apos;s Security tab.</p>
            </div>
          </div>
          <Button variant="outline" size="sm" asChild>
            <Link to="/profile?tab=security">Manage</Link>
          </Button>
        </div>
        <div className="divide-y divide-border">
          {PRIVACY_TOGGLES.map((toggle) => (
            <SwitchRow
              key={toggle.key}
              label={toggle.label}
              hint={toggle.hint}
              checked={draft[toggle.key]}
              onCheckedChange={(checked) => setDraft({ ...draft, [toggle.key]: checked })}
            />
          ))}
        </div>
        <div className="max-w-sm pt-3">
          <PreferenceSelect
            id="settings-visibility"
            label="Profile visibility"
            value={draft.profileVisibility}
            options={PROFILE_VISIBILITY}
            onChange={(profileVisibility) => setDraft({ ...draft, profileVisibility })}
          />
        </div>
      </SettingsSection>

      <SettingsSection title="Sessions" description="Signed in somewhere you no longer use? End every other session.">
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          <LogOut aria-hidden="true" />
          {SETTINGS_MESSAGES.signOutAll}
        </Button>
      </SettingsSection>

      <Dialog open={confirming} onOpenChange={(open) => !signOut.isPending && setConfirming(open)}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>{SETTINGS_MESSAGES.signOutAll}</DialogTitle>
            <DialogDescription>
              Every other device signed in to your account is signed out at once. This device stays signed in.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={signOut.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" loading={signOut.isPending} onClick={onSignOutAll}>
              {SETTINGS_MESSAGES.signOutAll}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
