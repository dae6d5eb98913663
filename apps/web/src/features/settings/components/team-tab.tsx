import { SETTINGS_MESSAGES, TEAM_ROLES } from '@bizamply/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDateFormatter } from '@/lib/date-preferences';
import { useTeam } from '../api/settings';
import { SettingsSection } from './settings-section';

const roleOf = (value: string) => TEAM_ROLES.find((role) => role.value === value);

/** Settings › Team: the account's real members with their roles. */
export function TeamTab() {
  const query = useTeam();
  const { formatDate } = useDateFormatter();

  return (
    <SettingsSection title="Team" description="People in your account and what they may do.">
      <ul className="mb-4 grid gap-2 sm:grid-cols-3" aria-label="Roles">
        {TEAM_ROLES.map((role) => (
          <li key={role.value} className="rounded-md border border-border px-3 py-2">
            <p className="text-sm font-medium">{role.label}</p>
            <p className="text-xs text-muted-foreground">{role.description}</p>
          </li>
        ))}
      </ul>
      {query.isPending ? (
        <Skeleton className="h-24" aria-label="Loading team members" />
      ) : query.isError ? (
        <div role="alert" className="flex items-center justify-between gap-3 text-sm text-error-foreground">
          {SETTINGS_MESSAGES.teamLoadFailed}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <div className="overflow-x-auto rounded-md border border-border">
          <Table aria-label="Team members">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Joined</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {query.data.map((member) => (
                <TableRow key={member.id}>
                  <TableCell className="font-medium">
                    {member.name}
                    {member.isYou ? <span className="ml-1.5 text-xs text-muted-foreground">(you)</span> : null}
                  </TableCell>
                  <TableCell>{member.email}</TableCell>
                  <TableCell>
                    <Badge
                      variant={member.role === 'admin' ? 'primary' : 'neutral'}
                      title={roleOf(member.role)?.description}
                    >
                      {roleOf(member.role)?.label}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <Badge variant={member.status === 'active' ? 'success' : 'error'} className="capitalize">
                      {member.status}
                    </Badge>
                  </TableCell>
                  <TableCell className="tabular-nums">{formatDate(member.joinedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </SettingsSection>
  );
}
