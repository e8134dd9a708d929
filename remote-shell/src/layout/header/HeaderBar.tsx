import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Burger, Group, Skeleton } from '@mantine/core';
import { favoritableEntry, flattenMenu, normalizeMenuPath } from '@erp/domain';
import { useSession } from '@erp/session';
import { useMenus } from '../menu/useMenus';
import { AlertsMenu } from './alerts/AlertsMenu';
import { BrandLogo } from './BrandLogo';
import { ClientViewButton } from './ClientViewButton';
import { favoriteLinks } from './favorites/favoriteLinks';
import { FavoritesStrip } from './favorites/FavoritesStrip';
import { FavoriteToggle } from './favorites/FavoriteToggle';
import { useFavorites } from './favorites/useFavorites';
import { HEADER_TEXTS } from './headerTexts';
import { isAdminPanel } from './isAdminPanel';
import { WhatsNewWizard } from './notice/WhatsNewWizard';
import { SettingsMenu } from './settings/SettingsMenu';
import { ReportsButton } from './reports/ReportsButton';
import { useHeaderReady } from './useHeaderReady';
import { UserMenu } from './user/UserMenu';

export interface HeaderBarProps {
  /** Whether the sidebar is open (the burger shows it). */
  navbarOpened: boolean;
  /** Opens or closes the sidebar. */
  onToggleNavbar(): void;
}

/**
 * The main area's header bar (spec 001 §2): logo, sidebar toggle, favourites, alerts, favourite toggle, settings,
 * and the user badge; in the administrative panel a client-view button replaces favourite and settings.
 */
export function HeaderBar({ navbarOpened, onToggleNavbar }: HeaderBarProps) {
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const ready = useHeaderReady(user !== null);
  const menus = useMenus();
  const admin = isAdminPanel(user, pathname);
  const { favoritos, toggle } = useFavorites(menus, user !== null && !admin);

  // Every route change re-renders the header (it knows the page shown); its menus, alerts and user badge are memoised
  // components whose props stay the same, so only what depends on the address is drawn again.
  const isContador = user?.isContador ?? false;
  const links = useMemo(() => favoriteLinks(menus, favoritos, isContador), [menus, favoritos, isContador]);
  const here = normalizeMenuPath(pathname);
  const isFavorite = links.some((l) => l.link === here);
  const entry = favoritableEntry(menus, here);
  // The reports modal is for whoever sees the menu's Relatórios entry (permission key `relatorios`).
  const seesReports = flattenMenu(menus.main).some(({ item }) => item.data.key === 'relatorios');

  return (
    // Narrow gaps on a phone: at 390 px wide the icons and the avatar only fit with them (the strip of favourites is
    // hidden there, but it still counts between the groups).
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navbarOpened}
          onClick={onToggleNavbar}
          size="sm"
          aria-label={HEADER_TEXTS.toggleNavbar}
          aria-expanded={navbarOpened}
        />
        <BrandLogo />
      </Group>
      {admin ? <div style={{ flex: 1 }} /> : <FavoritesStrip links={links} />}
      <Group gap="xs" wrap="nowrap">
        {seesReports && !admin ? <ReportsButton /> : null}
        <AlertsMenu />
        {admin ? (
          <ClientViewButton />
        ) : (
          <>
            <FavoriteToggle isFavorite={isFavorite} onToggle={() => void toggle(here, entry, isFavorite)} />
            {menus.settings.length > 0 ? <SettingsMenu items={menus.settings} /> : null}
          </>
        )}
        {ready ? (
          <UserMenu />
        ) : (
          <Skeleton height={32} width={140} radius="xl" data-testid="user-badge-loading" />
        )}
      </Group>
      {ready && !admin ? <WhatsNewWizard /> : null}
    </Group>
  );
}
