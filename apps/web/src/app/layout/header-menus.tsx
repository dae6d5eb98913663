import { SHELL_MESSAGES } from '@bizamply/contracts';
import { BookOpen, CircleHelp, Monitor, Moon, Plug, Settings, Sun } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { getStoredTheme, setTheme, THEMES, type Theme } from '@/lib/theme';

export function HelpMenu() {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Help">
          <CircleHelp aria-hidden="true" className="size-5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Help</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => navigate('/connections')}>
          <Plug aria-hidden="true" />
          Connecting your platforms
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => window.open('/docs', '_blank', 'noopener')}>
          <BookOpen aria-hidden="true" />
          API reference
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const THEME_LABELS: Record<Theme, { label: string; Icon: typeof Sun }> = {
  light: { label: 'Light', Icon: Sun },
  dark: { label: 'Dark', Icon: Moon },
  system: { label: 'System', Icon: Monitor },
};

export function SettingsMenu() {
  const navigate = useNavigate();
  const [theme, setThemeState] = useState<Theme>(getStoredTheme);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Settings menu">
          <Settings aria-hidden="true" className="size-5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => navigate('/settings')}>
          <Settings aria-hidden="true" />
          {SHELL_MESSAGES.navSettings}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/connections')}>
          <Plug aria-hidden="true" />
          {SHELL_MESSAGES.navConnections}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={theme}
          onValueChange={(value) => {
            const next = THEMES.find((candidate) => candidate === value) ?? 'system';
            setTheme(next);
            setThemeState(next);
          }}
        >
          {THEMES.map((option) => {
            const { label, Icon } = THEME_LABELS[option];
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <Icon aria-hidden="true" />
                {label}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
