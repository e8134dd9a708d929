import type { KeyboardEvent } from 'react';

const ITEM = '[data-menu-item]';

/**
 * Up Arrow in a menu just opened (focus on the menu, no item yet) goes to its last item, as the WAI-ARIA menu button
 * pattern has it: a keyboard user reaches 'Sair', at the end of the user menu, in one key. Mantine 7 sends both
 * arrows to the first item, in its own handler that runs right after this one (and its dropdown drops a capture
 * handler when it closes on Escape, so this cannot run first and stop it): the last item takes the focus once that
 * handler is done, before the next paint. Between items, Mantine's item handlers move (and loop) as before.
 */
export function focusLastItemOnArrowUp(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'ArrowUp' || (event.target as HTMLElement).closest(ITEM)) return;
  const items = event.currentTarget.querySelectorAll<HTMLElement>(`${ITEM}:not(:disabled)`);
  const last = items[items.length - 1];
  if (last) queueMicrotask(() => last.focus());
}
