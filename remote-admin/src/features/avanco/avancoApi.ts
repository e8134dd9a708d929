import {
  ExcluidosSchema,
  FinanceiroWhiteLabelSchema,
  IbptImportResultSchema,
  IbptItemListSchema,
  PdvVersaoAtualSchema,
  PdvVersaoSchema,
  SequenciaFilialSchema,
  getApi,
} from '@erp/api-client';
import type { FinanceiroWhiteLabel, IbptImportResult, IbptItem, PdvVersao } from '@erp/domain';

/** Which IBPT table an import fills. */
export type IbptTipo = 'ncm' | 'cest';

/** The product owner's calls of the admin API contract (S1, "(avanco)": 403 for anyone else). */
export const avancoApi = {
  /** `POST Admin/excluir-produtos`: every product of the company; `confirmacao` is its exact name. */
  excluirProdutos: async (empresaId: number, confirmacao: string): Promise<number> =>
    (await getApi().post('Admin/excluir-produtos', { empresaId, confirmacao }, ExcluidosSchema)).excluidos,
  /** `POST Admin/excluir-filial`: refused (409) for the company's only branch. */
  excluirFilial: (filialId: number, confirmacao: string): Promise<void> =>
    getApi().send('POST', 'Admin/excluir-filial', { filialId, confirmacao }),
  sequencia: (empresaId: number) =>
    getApi().get('Admin/sequencia-filial', SequenciaFilialSchema, { query: { empresaId } }),
  salvarSequencia: (empresaId: number, proximo: number) =>
    getApi().put('Admin/sequencia-filial', { empresaId, proximo }, SequenciaFilialSchema),
  /** Null until the first version is set. */
  pdvVersao: (): Promise<PdvVersao | null> => getApi().get('Admin/pdv-versao', PdvVersaoAtualSchema),
  salvarPdvVersao: (versao: PdvVersao): Promise<PdvVersao> =>
    getApi().put('Admin/pdv-versao', versao, PdvVersaoSchema),
  /** `POST Admin/ibpt/:tipo` (multipart CSV in the IBPT layout). */
  importarIbpt(tipo: IbptTipo, arquivo: File): Promise<IbptImportResult> {
    const form = new FormData();
    form.append('arquivo', arquivo, arquivo.name);
    return getApi().post(`Admin/ibpt/${tipo}`, form, IbptImportResultSchema);
  },
  ibpt: (tipo: IbptTipo, busca: string): Promise<IbptItem[]> =>
    getApi().get(`Admin/ibpt/${tipo}`, IbptItemListSchema, { query: { busca } }),
  /** `GET Admin/financeiro-whitelabel?idConfig=&mes=yyyy-MM`. */
  financeiro: (idConfig: number, mes: string): Promise<FinanceiroWhiteLabel> =>
    getApi().get('Admin/financeiro-whitelabel', FinanceiroWhiteLabelSchema, { query: { idConfig, mes } }),
  /** `PUT Admin/financeiro-whitelabel`: the brand's fee per active branch. */
  salvarValorPorFilial: (idConfig: number, valorPorFilial: number): Promise<void> =>
    getApi().send('PUT', 'Admin/financeiro-whitelabel', { idConfig, valorPorFilial }),
};
