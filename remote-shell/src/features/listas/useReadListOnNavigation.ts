import { useEffect } from 'react';
import { isPathAllowed, normalizeMenuPath, type Menus } from '@erp/domain';
import { readListAhead } from './readListAhead';

/** What is read of the Navigation API's `navigate` event (not in TypeScript's DOM types yet). */
interface NavigateEventLike extends Event {
  readonly destination: { readonly url: string; readonly sameDocument: boolean };
}

/** The browser's `window.navigation` (Chromium, Safari and Firefox since 2025), when there is one. */
const browserNavigation = (): EventTarget | undefined =>
  (window as Window & { navigation?: EventTarget }).navigation;

/**
 * Starts reading the first page of a list the address is about to show (a link, a favourite, the address bar, back or
 * forward), from the Navigation API's `navigate` event: it fires as the address changes, before the router's update,
 * whose render of the new page (the old page unmounted, the list page mounted) takes the next ~0.5 s at CPU x4 in
 * one task. Asked for from the page's own load, the request would leave only after that render; asked for here, the
 * answer comes while it runs, and the page takes it by its key (`readListAhead`). Pages the user may not open, and
 * the page already shown, are not read. Without the Navigation API the page asks as it mounts, as before.
 */
export function useReadListOnNavigation(menus: Menus): void {
  useEffect(() => {
    const navigation = browserNavigation();
    if (!navigation) return;
    const onNavigate = (event: Event) => {
      const { destination } = event as NavigateEventLike;
      if (!destination.sameDocument) return;
      const path = normalizeMenuPath(new URL(destination.url).hash);
      if (path === normalizeMenuPath(window.location.hash) || !isPathAllowed(menus, path)) return;
      readListAhead(path);
    };
    navigation.addEventListener('navigate', onNavigate);
    return () => navigation.removeEventListener('navigate', onNavigate);
  }, [menus]);
}
