import type { Page, Request } from '@playwright/test';

/** Records every request the page makes, so a test can say where code came from. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  return requests;
}

export function urlsOf(requests: readonly Request[]): string[] {
  return requests.map((r) => r.url());
}

/**
 * The JSON body of the next POST whose URL contains `urlPart`, read through the DevTools protocol. The API client
 * (ky) sends its bodies as a stream, which Playwright's `request.postData()` reports as null; Chromium still hands
 * the bytes it sent to `Network.getRequestPostData`. Call it before the action that sends the request.
 */
export async function nextPostBody(page: Page, urlPart: string): Promise<() => Promise<unknown>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sent = new Promise<string>((resolve) => {
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.method === 'POST' && event.request.url.includes(urlPart)) resolve(event.requestId);
    });
  });
  return async () => {
    const requestId = await sent;
    const { postData } = await cdp.send('Network.getRequestPostData', { requestId });
    await cdp.detach();
    return JSON.parse(postData) as unknown;
  };
}
