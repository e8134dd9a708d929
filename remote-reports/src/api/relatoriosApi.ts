import {
  CountSchema,
  FilialResumoListSchema,
  RelatorioFiltroOpcoesSchema,
  RelatorioListSchema,
  RelatorioStartSchema,
  getApi,
  type Relatorio,
  type RelatorioFiltroOpcao,
  type RelatorioStart,
} from '@erp/api-client';
import type { ReportFilters, ReportFormat, ReportKindId } from '@erp/domain';

/** The calls of the exported reports (issue 18's contract), each answer parsed by api-client's schemas. */
export const relatoriosApi = {
  /** `GET Relatorios?filter=`: one page of the caller's reports. */
  list: (filter: object, signal?: AbortSignal): Promise<Relatorio[]> =>
    getApi().get('Relatorios', RelatorioListSchema, { query: { filter }, signal }),
  /** `GET Relatorios/count?where=`. */
  count: async (where: object, signal?: AbortSignal): Promise<number> =>
    (await getApi().get('Relatorios/count', CountSchema, { query: { where }, signal })).count,
  /** `GET Relatorios?filter={where:{id}}`: the polling fallback's look at one job; null once it is gone. */
  async one(id: number): Promise<Relatorio | null> {
    const list = await getApi().get('Relatorios', RelatorioListSchema, {
      query: { filter: { where: { id }, limit: 1 } },
    });
    return list[0] ?? null;
  },
  /** `DELETE Relatorios/{id}`: the report and its file. */
  remove: (id: number): Promise<void> => getApi().delete(`Relatorios/${id}`),
  /** `POST Relatorios/gerar/{relatorio}/{formato}`: starts a job; 406 when the same one is already running. */
  start: (kind: ReportKindId, format: ReportFormat, filters: ReportFilters): Promise<RelatorioStart> =>
    getApi().post(`Relatorios/gerar/${kind}/${format}`, filters, RelatorioStartSchema),
  /** `GET Relatorios/opcoes/{lista}`: the company's sellers or categories the report forms offer. */
  options: (lista: 'vendedores' | 'categorias', signal: AbortSignal): Promise<RelatorioFiltroOpcao[]> =>
    getApi().get(`Relatorios/opcoes/${lista}`, RelatorioFiltroOpcoesSchema, { signal }),
  /** `GET Usuarios/filiais`: the branches the user works in. */
  filiais: async (signal: AbortSignal): Promise<RelatorioFiltroOpcao[]> =>
    (await getApi().get('Usuarios/filiais', FilialResumoListSchema, { signal })).map((f) => ({
      id: f.id,
      nome: f.apelido || f.nome,
    })),
};
