import { DIALOG_CONFIRM_WAIT_MS, MESSAGES } from '@erp/domain';

// The dialog texts as the dialogs use them; every word comes from the domain's catalogue (spec 001 §8–9).
export const DIALOG_TEXT = {
  errorTitle: MESSAGES.errors.title,
  errorText: MESSAGES.errors.generic,
  detailLabel: `${MESSAGES.errors.detail}:`,
  // The spec names no label for the single button of a message dialog.
  ok: 'OK',
  confirm: MESSAGES.dialogs.confirm,
  cancel: MESSAGES.dialogs.cancel,
  minLength: MESSAGES.validation.promptMinLength,
  maxLength: MESSAGES.validation.promptMaxLength,
} as const;

/** Dialog confirmations wait this long after the choice before the caller continues (spec 001 §9). */
export { DIALOG_CONFIRM_WAIT_MS };
