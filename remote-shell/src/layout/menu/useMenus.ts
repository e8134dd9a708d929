import { buildMenus, type MenuContext, type Menus } from '@erp/domain';
import { useSession } from '@erp/session';

const NO_MENUS: Menus = { main: [], sidebar: [], settings: [], user: [], admin: [] };

/** Today's calendar day as a stable value: the menus change with the date only at midnight, not on every render. */
function today(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

type Built = { user: MenuContext['user']; config: MenuContext['config']; day: number; menus: Menus };

// The menus last built, shared by every component that asks (the layout, the sidebar, the header, each page's guard):
// built once per user info, brand and day, not once per component as it mounts (a page's guard mounts with every
// page opened).
let lastBuilt: Built | undefined;

function menusOf(user: Built['user'], config: Built['config'], day: number): Menus {
  if (lastBuilt?.user !== user || lastBuilt.config !== config || lastBuilt.day !== day)
    lastBuilt = { user, config, day, menus: buildMenus({ user, config, today: new Date(day) }) };
  return lastBuilt.menus;
}

/**
 * The signed-in user's menus (spec 001 §6), filtered by the domain's rules from the user info and the brand. Rebuilt
 * only when the user info or the brand changes (a branch switch loads new user info) or the day does.
 */
export function useMenus(): Menus {
  const user = useSession((s) => s.user);
  const config = useSession((s) => s.config);
  const day = today().getTime();
  if (!user || !config) return NO_MENUS;
  return menusOf(user, config, day);
}
