import type { CRM_COUNTRY_BRAZIL } from '@erp/domain';
import type { CrmSettings } from '../../db/schema';
import type { OutboundFetch } from '../../outbound/outboundFetch';

/** The four calls of the external CRM the sign-up needs (spec 000 §3 CRM records, §7 external CRM). */
export interface CrmClient {
  findContactByEmail(email: string): Promise<number | null>;
  createContact(contact: CrmContact): Promise<number | null>;
  createDeal(deal: {
    StageId: number;
    ContactId: number;
    Title: string;
    Email: string;
  }): Promise<number | null>;
  createTask(task: { Title: string; Description: string; DealId: number; NoTime: boolean }): Promise<void>;
}

export interface CrmContact {
  Name: string;
  TypeId: number;
  Email: string;
  Phones: { PhoneNumber: string; CountryId: typeof CRM_COUNTRY_BRAZIL }[];
}

/** A CRM call that failed: its HTTP status when it answered, for the log. */
export class CrmCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'CrmCallError';
  }
}

/**
 * Whether a brand's stored token was saved with the URL the brand points at now (`tokenBaseUrl`, null meaning the
 * server's CRM_BASE_URL). A row without that binding never sends its token.
 */
export function tokenFitsUrl(crm: Pick<CrmSettings, 'baseUrl' | 'tokenBaseUrl'>): boolean {
  return crm.tokenBaseUrl !== undefined && crm.tokenBaseUrl === (crm.baseUrl ?? null);
}

// OData quoting: a quote inside the value is doubled.
const odataText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** The id of the first record of a CRM answer: list answers carry `value: [...]`, single ones the record itself. */
function firstId(body: unknown): number | null {
  const record =
    body && typeof body === 'object' && Array.isArray((body as { value?: unknown }).value)
      ? (body as { value: unknown[] }).value[0]
      : body;
  const id = record && typeof record === 'object' ? (record as { Id?: unknown }).Id : undefined;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/**
 * A CRM client on `baseUrl` authenticated with the brand's user key; each call gives up after `timeoutMs`. Calls go
 * through the server's outbound client (public https hosts only), never a bare fetch.
 */
export function createCrmClient(options: {
  baseUrl: string;
  token: string;
  timeoutMs: number;
  fetch: OutboundFetch;
}): CrmClient {
  const send = options.fetch;
  const root = options.baseUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let res: Awaited<ReturnType<OutboundFetch>>;
    try {
      res = await send(`${root}/${path}`, {
        method,
        headers: {
          'User-Key': options.token,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs: options.timeoutMs,
      });
    } catch (error) {
      // Read by name: the abort's DOMException may come from another realm than this module's Error.
      const name = error && typeof error === 'object' ? (error as { name?: unknown }).name : undefined;
      const reason = name === 'TimeoutError' ? 'tempo esgotado' : String(error);
      throw new CrmCallError(`${method} ${path}: ${reason}`);
    }
    if (!res.ok) throw new CrmCallError(`${method} ${path}: HTTP ${res.status}`, res.status);
    const text = await res.text();
    try {
      return text ? (JSON.parse(text) as unknown) : null;
    } catch {
      throw new CrmCallError(`${method} ${path}: resposta não é JSON`, res.status);
    }
  }

  return {
    async findContactByEmail(email) {
      const query = new URLSearchParams({ $filter: `Email eq ${odataText(email)}`, $expand: 'Phones' });
      return firstId(await call('GET', `Contacts?${query.toString()}`));
    },
    async createContact(contact) {
      return firstId(await call('POST', 'Contacts', contact));
    },
    async createDeal(deal) {
      return firstId(await call('POST', 'Deals', deal));
    },
    async createTask(task) {
      await call('POST', 'Tasks', task);
    },
  };
}
