import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NavLink } from '@mantine/core';
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

function Group({ item, pathname, onAction }: EntryProps) {
  const [opened, setOpened] = useState(() => item.expanded === true || containsActive(item, pathname));
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

function Entry({ item, pathname, onAction }: EntryProps) {
  if (item.children && item.children.length > 0) {
    return <Group item={item} pathname={pathname} onAction={onAction} />;
  }
  const Icon = menuIcon(item.icon);
  const leftSection = <Icon size={18} stroke={1.5} aria-hidden />;
  if (item.link) {
    const active = isActiveLink(item.link, pathname);
    return (
      <NavLink
        component={Link}
        to={routerPath(item.link)}
        label={item.title}
        leftSection={leftSection}
        active={active}
        aria-current={active ? 'page' : undefined}
      />
    );
  }
  return (
    <NavLink component="button" label={item.title} leftSection={leftSection} onClick={() => onAction(item)} />
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
