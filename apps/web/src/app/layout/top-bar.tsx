import type { User } from '@bizamply/contracts';
import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { BrandSelector } from './brand-selector';
import { HelpMenu, SettingsMenu } from './header-menus';
import { NotificationBell } from './notification-bell';
import { ProfileMenu } from './profile-menu';
import { SearchBox } from './search-box';

interface TopBarProps {
  user: User;
  onToggleMenu: () => void;
  menuExpanded: boolean;
}

export function TopBar({ user, onToggleMenu, menuExpanded }: TopBarProps) {
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b border-border bg-surface/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-surface/80 sm:gap-3 sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        onClick={onToggleMenu}
        aria-label="Toggle navigation"
        aria-expanded={menuExpanded}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      <BrandSelector />
      <div className="flex flex-1 justify-center px-2">
        <SearchBox />
      </div>
      <div className="flex items-center gap-0.5 sm:gap-1">
        <NotificationBell />
        <HelpMenu />
        <SettingsMenu />
        <div className="ml-1">
          <ProfileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
