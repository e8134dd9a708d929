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
