import { useLocalStorage } from '@mantine/hooks';
import { STORAGE_PREFIX } from '@erp/session';

/** Where the navbar's open or closed state is remembered between visits. */
export const NAVBAR_OPENED_KEY = `${STORAGE_PREFIX}navbarOpened`;

/** Whether the sidebar menu is open, remembered in local storage; open on the first visit. */
export function useNavbarOpened(): { opened: boolean; toggle(): void } {
  const [opened, setOpened] = useLocalStorage<boolean>({
    key: NAVBAR_OPENED_KEY,
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  return { opened, toggle: () => setOpened((current) => !current) };
}
