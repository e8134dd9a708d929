/** The referrer of a sign-up, as the link's JSON carries it; its fields are not fixed by the spec. */
export type Indicante = Record<string, unknown>;

/**
 * Decodes the `indicante` query parameter: base64 (standard or URL-safe) of a UTF-8 JSON object.
 * Anything else gives null, and the sign-up then shows the invalid-referral alert and is not
 * categorised as a referral.
 */
export function decodeIndicante(value: string | null | undefined): Indicante | null {
  if (!value) return null;
  try {
    const base64 = decodeURIComponent(value).trim().replace(/-/g, '+').replace(/_/g, '/');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Indicante)
      : null;
  } catch {
    return null;
  }
}
