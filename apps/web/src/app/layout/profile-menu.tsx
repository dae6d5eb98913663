import { SHELL_MESSAGES, type User } from '@bizamply/contracts';
import { CreditCard, LogOut, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export function initials(user: Pick<User, 'name' | 'firstName' | 'lastName' | 'email'>): string {
  const parts = [user.firstName, user.lastName].filter((part): part is string => Boolean(part?.trim()));
  const source = parts.length > 0 ? parts : user.name.trim().split(/\s+/).filter(Boolean);
  const letters = source.slice(0, 2).map((part) => part.charAt(0).toUpperCase());
  return letters.join('') || user.email.charAt(0).toUpperCase();
}

export function ProfileMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Profile menu"
        className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-subtle text-xs font-semibold text-primary-subtle-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {user.profilePic ? (
          <img src={user.profilePic} alt="" className="size-full object-cover" referrerPolicy="no-referrer" />
        ) : (
          <span aria-hidden="true">{initials(user)}</span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5 text-foreground">
          <span className="truncate text-sm font-semibold">{user.name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <UserRound aria-hidden="true" />
          {SHELL_MESSAGES.navProfile}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/plans')}>
          <CreditCard aria-hidden="true" />
          {SHELL_MESSAGES.navPlans}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={() => navigate('/logout')}>
          <LogOut aria-hidden="true" />
          {SHELL_MESSAGES.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
