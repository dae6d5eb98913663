import { PROFILE_MESSAGES, type ProfileSession } from '@bizamply/contracts';
import { Globe, Laptop, Smartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useDateFormatter } from '@/lib/date-preferences';
import { useRevokeSession, useSessions } from '../api/sessions';

const isPhone = (device: string) => /iOS|Android/.test(device);

function SessionRow({
  session,
  onRevoke,
  revoking,
}: {
  session: ProfileSession;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const { formatDateTime } = useDateFormatter();
  const Icon = isPhone(session.device) ? Smartphone : Laptop;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" aria-label={session.device}>
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex items-center gap-2 text-sm font-medium">
          {session.device}
          {session.isCurrent ? <Badge variant="success">{PROFILE_MESSAGES.active}</Badge> : null}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Globe aria-hidden="true" className="size-3" />
            {session.location}
          </span>
          <span aria-hidden="true">·</span>
          <span>{formatDateTime(session.timestamp)}</span>
          <span aria-hidden="true">·</span>
          <span>{session.loginMethod}</span>
          {session.ipAddress ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="tabular-nums">{session.ipAddress}</span>
            </>
          ) : null}
        </p>
      </div>
      {session.isCurrent ? null : (
        <Button variant="outline" size="sm" loading={revoking} onClick={onRevoke}>
          {PROFILE_MESSAGES.revoke}
        </Button>
      )}
    </li>
  );
}

/** Spec 3 Security tab › sessions: the real session records; Revoke ends that device's session at once. */
export function SessionsCard() {
  const query = useSessions();
  const revoke = useRevokeSession();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Active Sessions</CardTitle>
        <CardDescription>Devices signed in to your account. Revoke any you do not recognise.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading sessions">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : query.isError ? (
          <div role="alert" className="flex items-center justify-between gap-3 text-sm text-error-foreground">
            {PROFILE_MESSAGES.sessionsFetchFailed}
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{PROFILE_MESSAGES.noSessions}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Sessions">
            {query.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                revoking={revoke.isPending && revoke.variables === session.id}
                onRevoke={() =>
                  revoke.mutate(session.id, {
                    onSuccess: () => toast.success(PROFILE_MESSAGES.sessionRevoked),
                    onError: () => toast.error(PROFILE_MESSAGES.revokeFailed),
                  })
                }
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
