import { screen } from '@testing-library/react';
import type { renderWithProviders } from './renderWithProviders';

type UserEvent = ReturnType<typeof renderWithProviders>['user'];

/**
 * Fills fields (found by label, or given), each value pasted in one go: a click into the field, then one input event.
 * For tests that need a filled form, not the typing itself: a keystroke re-renders the whole form, so typing costs one
 * render per character. Masks, case and length limits applied as keys are typed belong in tests that type.
 */
export async function pasteInto(
  user: UserEvent,
  fields: ReadonlyArray<[field: string | RegExp | HTMLElement, value: string]>,
): Promise<void> {
  for (const [field, value] of fields) {
    await user.click(field instanceof HTMLElement ? field : screen.getByLabelText(field));
    await user.paste(value);
  }
}
