import type { TokenSigner } from '../../auth/tokenSigner';

/** How long a registry answer's tickets count: a page left open reports an area it loads hours later. */
export const TICKET_TTL_MS = 12 * 3_600_000;

const PURPOSE = 'visitante';

/** What a ticket vouches for: this brand's registry served this container version to this visitor. */
interface Served {
  brandId: number;
  container: string;
  versao: string;
  visitante: string;
}

const claims = (s: Served) => [s.brandId, s.container, s.versao, s.visitante];

/** The ticket the registry hands a visitor with each version it answers. */
export function issueTicket(signer: TokenSigner, served: Served): Promise<string> {
  return signer.sign(PURPOSE, claims(served), TICKET_TTL_MS);
}

/** True when a report's ticket proves the registry served that version to that visitor (and is still fresh). */
export async function ticketProves(signer: TokenSigner, served: Served, ticket: string): Promise<boolean> {
  return (await signer.check(PURPOSE, claims(served), ticket)) === 'ok';
}
