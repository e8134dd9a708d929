import { AppShell, ScrollArea } from '@mantine/core';
import { NavMenu } from './NavMenu';
import type { NavItem } from './navItem';

interface AppNavbarProps {
  items: readonly NavItem[];
  /** A closed sidebar slides away and leaves the tab order and the accessibility tree too. */
  opened: boolean;
  onAction(item: NavItem): void;
}

/** The sidebar: the main menu, or the administration menu in the administrative panel. */
export function AppNavbar({ items, opened, onAction }: AppNavbarProps) {
  return (
    <AppShell.Navbar p="xs" style={opened ? undefined : { visibility: 'hidden' }}>
      <ScrollArea component="nav" aria-label="Menu principal" type="scroll">
        <NavMenu items={items} onAction={onAction} />
      </ScrollArea>
    </AppShell.Navbar>
  );
}
