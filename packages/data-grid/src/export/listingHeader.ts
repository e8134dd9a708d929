import type { UserInfo } from '@erp/domain';
import { formatDateTime, maskCpfCnpj } from '@erp/domain';

/** Who printed the listing and when (spec 001 §9: company name, CNPJ, user name, date). */
export interface ListingHeader {
  empresa: string;
  cnpj: string;
  usuario: string;
  /** dd/MM/yyyy HH:mm in São Paulo. */
  data: string;
}

/**
 * The header of a printed listing from the signed-in user's info and the moment of printing: the company's name and
 * the selected branch's CNPJ, as the server's reports print them (not the branch's name, e.g. "Matriz").
 */
export function listingHeaderOf(user: UserInfo | null, now: Date): ListingHeader {
  const filial = user?.filialSelecionadaObj;
  return {
    empresa: user?.empresaObj.nome ?? '',
    cnpj: filial?.cpfCnpj ? maskCpfCnpj(filial.cpfCnpj) : '',
    usuario: user?.nome ?? '',
    data: formatDateTime(now),
  };
}
