import { act } from '@testing-library/react';
import { renderWithProviders } from '@erp/test-doubles/react';
import { sessionStore } from '@erp/session';
import type { Menus } from '@erp/domain';
import { adminUser, vendedorUser } from '../../test/shellUsers';
import { useMenus } from './useMenus';

describe('useMenus', () => {
  it('builds the menus once for every component that asks, and again when the user info changes', () => {
    const seen: Record<string, Menus> = {};
    function Asks({ who }: { who: string }) {
      seen[who] = useMenus();
      return null;
    }
    renderWithProviders(
      <>
        <Asks who="layout" />
        <Asks who="guard" />
      </>,
      { session: { token: 't', user: adminUser() } },
    );
    expect(seen.layout!.sidebar.length).toBeGreaterThan(0);
    // The page's guard, mounted with each page, takes the layout's menus instead of building its own.
    expect(seen.guard).toBe(seen.layout);

    const admins = seen.layout;
    act(() => sessionStore.getState().setUser(vendedorUser()));
    expect(seen.layout).not.toBe(admins);
    expect(seen.guard).toBe(seen.layout);
  });
});
