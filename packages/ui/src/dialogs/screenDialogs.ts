import { modals } from '@mantine/modals';

/** The route a dialog was opened on, by modal id: a dialog belongs to the screen that opened it. */
const openedOn = new Map<string, string>();

/** The route of the page's address (the app routes with the part after `#`), without its query. */
function currentRoute(): string {
  return window.location.hash.replace(/^#/, '').split('?')[0] || '/';
}

/** Remembers the screen a dialog opens on; returns the handler that forgets it once it closes. */
export function belongsToScreen(modalId: string): () => void {
  openedOn.set(modalId, currentRoute());
  return () => openedOn.delete(modalId);
}

/**
 * Closes the dialogs that belong to another screen than `route` (the host calls it on every route change): a
 * message about the recovery form must not sit over the login, nor a confirmation over the page it did not ask about.
 * A dialog opened on `route` itself stays (a screen that navigates and then speaks, as the recovery does).
 */
export function closeDialogsAwayFrom(route: string): void {
  for (const [modalId, openedRoute] of [...openedOn]) {
    if (openedRoute === route) continue;
    openedOn.delete(modalId);
    modals.close(modalId);
  }
}
