import { API_ORIGIN } from './ports';
/** Direct calls to the API of the e2e stack, for what a test prepares or sends as another user. */
const API = `${API_ORIGIN}/api/`;

/** Signs in through the API and answers the session token. */
export async function apiToken(email: string, password = 'demo123'): Promise<string> {
  const res = await fetch(`${API}Usuarios/login?include=user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login of ${email} answered ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

/** A JSON call as the user of `token`; throws on a non-2xx answer with its body. */
export async function apiCall<T = unknown>(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { authorization: token, 'content-type': 'application/json', sistema: 'novoerp' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
