import { useCallback, useState } from 'react';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { STORAGE_PREFIX } from '@erp/session';

/** Where the navbar's open or closed state is remembered between visits (wide screens). */
export const NAVBAR_OPENED_KEY = `${STORAGE_PREFIX}navbarOpened`;

/** Below the AppShell's `sm` breakpoint (48em) the sidebar covers the page instead of sitting beside it. */
export const SMALL_SCREEN_QUERY = '(max-width: 47.99em)';

export interface NavbarState {
  /** Whether the sidebar is open on the screen in use. */
  opened: boolean;
  /** What the AppShell hides, per screen size. */
  collapsed: { mobile: boolean; desktop: boolean };
  toggle(): void;
  /** A page was chosen: on a small screen the sidebar gets out of its way. */
  closeOnSmallScreen(): void;
}

/**
 * Whether the sidebar menu is open. On a wide screen it sits beside the page: open on the first visit, and as the
 * user left it on the next ones (local storage). On a small screen it covers the page: closed until the burger opens
 * it, and closed again once a page is chosen.
 */
export function useNavbarOpened(): NavbarState {
  const [desktopOpened, setDesktopOpened] = useLocalStorage<boolean>({
    key: NAVBAR_OPENED_KEY,
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  const [mobileOpened, setMobileOpened] = useState(false);
  const small = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  const closeOnSmallScreen = useCallback(() => setMobileOpened(false), []);
  return {
    opened: small ? mobileOpened : desktopOpened,
    collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
    toggle: () => (small ? setMobileOpened((current) => !current) : setDesktopOpened((current) => !current)),
    closeOnSmallScreen,
  };
}
