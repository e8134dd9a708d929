import { useMemo } from 'react';
import { buildMenus, type MenuContext, type Menus } from '@erp/domain';
import { useSession } from '@erp/session';

const NO_MENUS: Menus = { main: [], sidebar: [], settings: [], user: [], admin: [] };

/** Today's calendar day as a stable value: the menus change with the date only at midnight, not on every render. */
function today(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/**
 * The signed-in user's menus (spec 001 §6), filtered by the domain's rules from the user info and the brand. Rebuilt
 * only when the user info or the brand changes (a branch switch loads new user info).
 */
export function useMenus(): Menus {
  const user = useSession((s) => s.user);
  const config = useSession((s) => s.config);
  const day = today().getTime();
  return useMemo(() => {
    if (!user || !config) return NO_MENUS;
    const context: MenuContext = { user, config, today: new Date(day) };
    return buildMenus(context);
  }, [user, config, day]);
}
