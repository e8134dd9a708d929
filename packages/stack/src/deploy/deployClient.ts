import fs from 'node:fs';
import path from 'node:path';
import { releaseFilesOf, type PublishedVersion } from '@erp/deployment';

/** Where a release goes: an API's origin and the deploy token it accepts (sent only in the Authorization header). */
export interface DeployTarget {
  api: string;
  token: string;
}

/** What the deploy API answers about a container. */
export interface ContainerState {
  container: string;
  ativa: string | null;
  historico: string[];
  versoes: PublishedVersion[];
  avisos?: string[];
}

/** The API's origin from what a user types: `https://api.example`, `…/api` or `…/api/` all mean the same. */
export function apiOrigin(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`Endereço da API inválido: ${url} (use http:// ou https://).`);
  }
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '').replace(/\/api$/, '')}`;
}

/** The API's Portuguese refusal (a contract refusal's message already lists what is missing). */
async function refusal(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  const message = body?.error?.message ?? `A API respondeu ${response.status}.`;
  return new Error(message);
}

/** Answers of a balancer or gateway with no machine to give the request to: nothing reached the API. */
const NOT_REACHED = new Set([502, 503, 504]);
/** Waits between the tries of an idempotent request (a machine restarting, a balancer's check catching up). */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000];

/**
 * One deploy API call. A GET or a file's PUT (writing the same bytes again changes nothing) is tried again when the
 * API could not be reached or the balancer had no machine for it; a POST never is: it may have done its work.
 * `init` is a function so that each try gets a fresh body stream.
 */
async function send(
  target: DeployTarget,
  method: string,
  route: string,
  init: () => RequestInit = () => ({}),
  delays: readonly number[] = RETRY_DELAYS_MS,
) {
  const idempotent = method === 'GET' || method === 'PUT';
  for (let attempt = 0; ; attempt += 1) {
    const request = init();
    const retry = idempotent && attempt < delays.length;
    let response: Response;
    try {
      response = await fetch(`${target.api}/api/deploy/${route}`, {
        ...request,
        method,
        headers: { authorization: `Bearer ${target.token}`, ...(request.headers as Record<string, string>) },
      });
    } catch (error) {
      if (!retry) throw error;
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
      continue;
    }
    if (response.ok) return response;
    if (!(retry && NOT_REACHED.has(response.status))) throw await refusal(response);
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
  }
}

const json = (body: unknown) => (): RequestInit => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

/**
 * Uploads a built release, one streamed request per file, the manifest last: a release cut short has no manifest and
 * the API refuses to register it.
 */
export async function uploadRelease(
  target: DeployTarget,
  container: string,
  versao: string,
  dir: string,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<number> {
  const files = releaseFilesOf(dir);
  for (const file of files) {
    const filePath = path.join(dir, ...file.split('/'));
    await send(
      target,
      'PUT',
      `${container}/versoes/${encodeURIComponent(versao)}/arquivos/${file}`,
      () =>
        ({
          body: fs.createReadStream(filePath) as unknown as BodyInit,
          headers: {
            'content-type': 'application/octet-stream',
            'content-length': String(fs.statSync(filePath).size),
          },
          // Node's fetch streams a request body only when told that the answer may come while it is being sent.
          duplex: 'half',
        }) as RequestInit,
      delays,
    );
  }
  return files.length;
}

/** Registers an uploaded version (the API runs the contract check); active at once only when `ativar`. */
export async function registerRelease(
  target: DeployTarget,
  container: string,
  versao: string,
  options: { ativar: boolean; forcar?: boolean },
): Promise<ContainerState> {
  const body = { ativar: options.ativar, ...(options.forcar ? { forcar: true } : {}) };
  const response = await send(
    target,
    'POST',
    `${container}/versoes/${encodeURIComponent(versao)}`,
    json(body),
  );
  return (await response.json()) as ContainerState;
}

export async function containerState(target: DeployTarget, container: string): Promise<ContainerState> {
  return (await (await send(target, 'GET', container)).json()) as ContainerState;
}

/** Makes the previous global version of a container live again. */
export async function rollbackRelease(target: DeployTarget, container: string): Promise<ContainerState> {
  return (await (await send(target, 'POST', `${container}/rollback`)).json()) as ContainerState;
}

/** Makes an already published version the container's global active one (the API checks the contract again). */
export async function activateRelease(
  target: DeployTarget,
  container: string,
  versao: string,
): Promise<ContainerState> {
  return (await (
    await send(target, 'POST', `${container}/ativar`, json({ versao }))
  ).json()) as ContainerState;
}
