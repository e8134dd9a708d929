import { dialogs } from './dialogs';
import { DIALOG_TEXT } from './texts';

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message || undefined;
  }
  return undefined;
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}

/**
 * Shows a failed call as spec 001 §8 says: a duplicate-record message is rewritten, "Já existe" or a 409
 * is an info dialog with only the message, anything else the generic error dialog with the detail.
 * Reads any error shape (ApiError, Error, text) so callers can pass what they caught.
 */
export function showApiError(error: unknown): void {
  let message = messageOf(error);
  if (message && /registro duplicado/i.test(message)) message = DIALOG_TEXT.duplicate;
  if (message && (statusOf(error) === 409 || /já existe/i.test(message))) {
    dialogs.info(message);
    return;
  }
  dialogs.error(message);
}
