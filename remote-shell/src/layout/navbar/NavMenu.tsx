import { memo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NavLink } from '@mantine/core';
import { useReadAheadIntent } from '../../features/listas/useReadAheadIntent';
import { menuIcon } from './menuIcons';
import { containsActive, isActiveLink, routerPath, type NavItem } from './navItem';

interface NavMenuProps {
  items: readonly NavItem[];
  /** Runs an entry that has neither a link nor children (the Assinatura actions). */
  onAction(item: NavItem): void;
}

interface EntryProps {
  item: NavItem;
  pathname: string;
  onAction(item: NavItem): void;
}

/**
 * What of the address an entry draws: a link whether it is the page shown, a group the address itself while the page
 * shown is inside it (its children highlight), nothing for an action.
 */
function drawnPart(item: NavItem, pathname: string): string | boolean {
  if (item.children && item.children.length > 0) return containsActive(item, pathname) && pathname;
  if (item.link) return isActiveLink(item.link, pathname);
  return false;
}

/**
 * Every route change re-renders the menu (it highlights the page shown). An entry whose highlight does not change
 * keeps its render: with a master's or an accountant's menus that is most of the Mantine NavLinks of the page.
 */
const sameDrawing = (before: EntryProps, after: EntryProps): boolean =>
  before.item === after.item &&
  before.onAction === after.onAction &&
  drawnPart(before.item, before.pathname) === drawnPart(after.item, after.pathname);

function Group({ item, pathname, onAction }: EntryProps) {
  const holdsPage = containsActive(item, pathname);
  const [opened, setOpened] = useState(() => item.expanded === true || holdsPage);
  // A page opened from elsewhere (the header's reports button, a favourite, a link) opens its group, so the sidebar
  // always shows where the user is; leaving the group keeps it as the user left it.
  const [heldPage, setHeldPage] = useState(holdsPage);
  if (holdsPage !== heldPage) {
    setHeldPage(holdsPage);
    if (holdsPage) setOpened(true);
  }
  const Icon = menuIcon(item.icon);
  return (
    <NavLink
      component="button"
      label={item.title}
      leftSection={<Icon size={18} stroke={1.5} aria-hidden />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={28}
    >
      {(item.children ?? []).map((child) => (
        <Entry key={child.id} item={child} pathname={pathname} onAction={onAction} />
      ))}
    </NavLink>
  );
}

const Entry = memo(function Entry({ item, pathname, onAction }: EntryProps) {
  if (item.children && item.children.length > 0) {
    return <Group item={item} pathname={pathname} onAction={onAction} />;
  }
  const Icon = menuIcon(item.icon);
  const leftSection = <Icon size={18} stroke={1.5} aria-hidden />;
  if (item.link)
    return <LinkEntry item={item} link={item.link} pathname={pathname} leftSection={leftSection} />;
  return (
    <NavLink component="button" label={item.title} leftSection={leftSection} onClick={() => onAction(item)} />
  );
}, sameDrawing);

interface LinkEntryProps {
  item: NavItem;
  link: string;
  pathname: string;
  leftSection: ReactNode;
}

function LinkEntry({ item, link, pathname, leftSection }: LinkEntryProps) {
  const active = isActiveLink(link, pathname);
  const to = routerPath(link);
  // A list's first page is asked for once the user means the entry (rests the pointer on it, presses or focuses it).
  const readAhead = useReadAheadIntent(to);
  return (
    <NavLink
      component={Link}
      to={to}
      label={item.title}
      leftSection={leftSection}
      active={active}
      aria-current={active ? 'page' : undefined}
      {...readAhead}
    />
  );
}

/** A menu tree: groups fold, the page shown is highlighted and its group starts open. */
export function NavMenu({ items, onAction }: NavMenuProps) {
  const { pathname } = useLocation();
  return (
    <>
      {items.map((item) => (
        <Entry key={item.id} item={item} pathname={pathname} onAction={onAction} />
      ))}
    </>
  );
}
