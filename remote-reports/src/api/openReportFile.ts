import { fileDownloadLink, getApi } from '@erp/api-client';
import { MESSAGES } from '@erp/domain';
import { showApiError, toasts } from '@erp/ui';

/**
 * Opens a report file in a new tab. A new tab sends no Authorization header, so it opens a short-lived link of this
 * one file (`POST {url}/link`), never an address carrying the session token. The tab is opened at once, inside the
 * click, and sent to the link when it arrives: opened after the round trip, the browser would block it as a pop-up.
 * A blocked pop-up gets the spec's message. Resolves true when the file's tab was sent on its way.
 */
export async function openReportFile(url: string): Promise<boolean> {
  const tab = window.open('', '_blank');
  if (!tab) {
    toasts.warning(MESSAGES.reports.popupBlocked);
    return false;
  }
  try {
    const link = await fileDownloadLink(getApi(), url);
    // The file's page must not reach back into ours.
    tab.opener = null;
    tab.location.replace(link);
    return true;
  } catch (error) {
    tab.close();
    showApiError(error);
    return false;
  }
}
