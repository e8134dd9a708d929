/** The `<meta>` the deployment stamps into the host page (packages/stack hostPage.ts) with the API list's address. */
export const API_LIST_META = 'erp-api-list';

/**
 * Where the API list is: the address the deployment stamped into the page, else the one the build was made with. One
 * build of the host can so be published to several deployments (staging, production), each naming its own API.
 */
export function apiListUrl(doc: Document = document): string {
  const stamped = doc.querySelector<HTMLMetaElement>(`meta[name="${API_LIST_META}"]`)?.content.trim();
  return stamped || (process.env.API_LIST_URL ?? '');
}
