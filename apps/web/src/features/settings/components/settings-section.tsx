import { SETTINGS_MESSAGES } from '@bizamply/contracts';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

interface SettingsSectionProps {
  title: string;
  description: string;
  children: ReactNode;
  /** Without onSave the section has no footer (it saves as it changes, or only shows). */
  onSave?: () => void;
  saving?: boolean;
  saved?: boolean;
  error?: string | null;
}

/** A Settings card: fields, then 'Save Settings' with the spec's 3-second confirmation beside it. */
export function SettingsSection({ title, description, children, onSave, saving, saved, error }: SettingsSectionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
      {onSave ? (
        <CardFooter className="flex-wrap justify-end">
          {error ? (
            <p role="alert" className="mr-auto text-sm text-error-foreground">
              {error}
            </p>
          ) : null}
          {saved ? (
            <p role="status" className="mr-auto flex items-center gap-1.5 text-sm text-success-foreground">
              <CircleCheck aria-hidden="true" className="size-4" />
              {SETTINGS_MESSAGES.saved}
            </p>
          ) : null}
          <Button onClick={onSave} loading={saving}>
            {saving ? SETTINGS_MESSAGES.saving : SETTINGS_MESSAGES.save}
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
