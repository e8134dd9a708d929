import { useEffect, type ReactNode } from 'react';
import { AppShell } from '@mantine/core';
import { prefetchAreas } from '@erp/federation';
import { useSession } from '@erp/session';
import { APP_HEADER_HEIGHT } from '@erp/ui';
import { HeaderBar } from './header/HeaderBar';
import { AppNavbar } from './navbar/AppNavbar';
import { CloseNavbarOnNavigate } from './navbar/CloseNavbarOnNavigate';
import { useNavbarOpened } from './navbar/useNavbarOpened';
import { useSidebarItems } from './navbar/useSidebarItems';
import { menuAreas, menuOffersLists } from './menu/menuAreas';
import { useMenuActions } from './menu/useMenuActions';
import { useMenus } from './menu/useMenus';
import { ClientViewBar } from './clientView/ClientViewBar';
import { SubscriptionBanner } from './subscription/SubscriptionBanner';
import { prefetchListGrid } from '../features/listas/listGridChunk';
import { useReadListOnNavigation } from '../features/listas/useReadListOnNavigation';
import { useUserInfo } from './useUserInfo';

/** The frame every main-area and administration route renders in: header, sidebar menu, subscription banner. */
export function MainLayout({ children }: { children: ReactNode }) {
  useUserInfo();
  const branch = useSession((s) => s.user?.filialSelecionadaObj);
  const navbar = useNavbarOpened();
  const items = useSidebarItems();
  const onAction = useMenuActions();
  const menus = useMenus();
  // The areas this user's menus lead to load while the page is idle: their first visit then draws at once.
  useEffect(() => prefetchAreas(menuAreas(menus)), [menus]);
  // So does the business lists' grid (its own chunk), when the menus offer a list.
  useEffect(() => {
    if (menuOffersLists(menus)) prefetchListGrid();
  }, [menus]);
  // A list's first page is asked for as the address changes to it, not once its page has been drawn.
  useReadListOnNavigation(menus);
  return (
    <AppShell
      header={{ height: APP_HEADER_HEIGHT }}
      navbar={{
        width: 260,
        breakpoint: 'sm',
        collapsed: navbar.collapsed,
      }}
      padding="md"
    >
      <AppShell.Header>
        <HeaderBar navbarOpened={navbar.opened} onToggleNavbar={navbar.toggle} />
      </AppShell.Header>
      <AppNavbar items={items} opened={navbar.opened} onAction={onAction} />
      <CloseNavbarOnNavigate onNavigate={navbar.closeOnSmallScreen} />
      <AppShell.Main>
        <ClientViewBar />
        <SubscriptionBanner filial={branch} />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
