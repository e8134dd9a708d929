import { getApi } from '@erp/api-client';
import { MESSAGES } from '@erp/domain';
import { sessionStore } from '@erp/session';
import { toasts } from '@erp/ui';

/**
 * The address of a report file for a new tab: the API path resolved against the endpoint, with the session token as
 * `access_token`, since a new tab sends no Authorization header (spec 001 §7).
 */
export function reportFileHref(url: string): string {
  const href = new URL(url, getApi().endpoint);
  const token = sessionStore.getState().token;
  if (token) href.searchParams.set('access_token', token);
  return href.toString();
}

/** Opens a report file in a new tab; a blocked pop-up gets the spec's message. True when the tab opened. */
export function openReportFile(url: string): boolean {
  const opened = window.open(reportFileHref(url), '_blank');
  if (!opened) {
    toasts.warning(MESSAGES.reports.popupBlocked);
    return false;
  }
  return true;
}
