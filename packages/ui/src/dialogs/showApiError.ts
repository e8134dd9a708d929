import { readErrorMessage } from '@erp/domain';
import { dialogs } from './dialogs';

/**
 * Shows a failed call as spec 001 §8 says: "Já existe" or a 409 is an info dialog with only the message;
 * anything else (a rewritten duplicate-record message included) the generic error dialog with the detail.
 * Reads any error shape (ApiError, Error, server body, text) so callers pass what they caught.
 */
export function showApiError(error: unknown): void {
  const { message, kind } = readErrorMessage(error);
  if (kind === 'exists' && message) dialogs.info(message);
  else dialogs.error(message ?? undefined);
}
