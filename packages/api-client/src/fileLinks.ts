import * as v from 'valibot';
import type { ApiClient } from './apiClient';

const DownloadLinkSchema = v.object({ url: v.pipe(v.string(), v.minLength(1)), expiraEm: v.string() });

/**
 * The address a new tab opens a protected file at: `POST {file url}/link` answers a link bound to that file and this
 * session for a few minutes. The session token never goes into an address (history, shared links, proxies' logs).
 */
export async function fileDownloadLink(api: ApiClient, fileUrl: string): Promise<string> {
  const { url } = await api.post(`${fileUrl}/link`, {}, DownloadLinkSchema);
  return new URL(url, api.endpoint).toString();
}
