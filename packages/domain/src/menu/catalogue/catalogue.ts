import type { MenuItem } from '../menuTypes';
import { MAIN_MENU } from './mainMenu';
import { SETTINGS_MENU } from './settingsMenu';
import { ADMIN_MENU, USER_MENU } from './userAdminMenus';

/** Every menu of spec 001 §6, unfiltered, by where the shell shows it. */
export const MENU_CATALOGUE = {
  main: MAIN_MENU,
  settings: SETTINGS_MENU,
  user: USER_MENU,
  admin: ADMIN_MENU,
} as const satisfies Record<string, readonly MenuItem[]>;
