import { AjudaLinkListSchema, getApi } from '@erp/api-client';
import type { AjudaLink } from '@erp/domain';

/** `GET/PUT Admin/ajuda?idConfig=`: the help links shown to a brand's users. */
export const ajudaApi = {
  list: (idConfig: number): Promise<AjudaLink[]> =>
    getApi().get('Admin/ajuda', AjudaLinkListSchema, { query: { idConfig } }),
  /** Replaces the whole list (`{ itens }`); answers it as saved. */
  save: (idConfig: number, itens: AjudaLink[]): Promise<AjudaLink[]> =>
    getApi().put('Admin/ajuda', { itens }, AjudaLinkListSchema, { query: { idConfig } }),
};
