import { ADMIN_MESSAGES } from '@erp/domain';
import type { OutboundClient } from '../../outbound/outboundFetch';
import { HttpError } from '../../http/httpError';
import type { WhiteLabelUpdate } from './whiteLabelInput';

/**
 * Refuses, before anything is saved, a CRM URL the server would refuse to call: not https, or a host that is (or
 * resolves to) a loopback, private, link-local or reserved address. The call itself checks again at connection time,
 * since a DNS answer can change after this.
 */
export async function assertCrmUrlCallable(
  outbound: OutboundClient,
  update: WhiteLabelUpdate,
): Promise<void> {
  const url = update.crm?.baseUrl;
  if (!url) return;
  const refusal = await outbound.checkUrl(url);
  if (refusal === 'insecure') throw new HttpError(400, ADMIN_MESSAGES.crmUrlInsecure);
  if (refusal === 'private') throw new HttpError(400, ADMIN_MESSAGES.crmUrlPrivate);
  if (refusal === 'unresolved')
    throw new HttpError(400, ADMIN_MESSAGES.crmUrlUnresolved(new URL(url).hostname));
  if (refusal === 'invalid') throw new HttpError(400, ADMIN_MESSAGES.invalidUrl('crm.baseUrl'));
}
