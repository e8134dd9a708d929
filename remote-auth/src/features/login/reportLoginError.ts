import { isApiError } from '@erp/api-client';
import { MESSAGES, readErrorMessage } from '@erp/domain';
import { dialogs, showApiError } from '@erp/ui';

/** Shows a failed sign-in as spec 000 §8 asks: refused credentials and throttling warn, anything else is an error. */
export function reportLoginError(error: unknown): void {
  if (isApiError(error) && error.status === 401) {
    // The server's own text when it sent one; the client's "erro (401)" stand-in is no explanation for a user.
    dialogs.warning(
      MESSAGES.login.failureTitle,
      readErrorMessage(error.body).message ?? MESSAGES.login.invalidCredentials,
    );
    return;
  }
  if (isApiError(error) && error.status === 429) {
    dialogs.warning(MESSAGES.login.failureTitle, error.message);
    return;
  }
  showApiError(error);
}
