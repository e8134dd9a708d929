import * as v from 'valibot';
import { count } from './numbers';

// Exported reports (spec 001 §2–4, issue 18's contract between the API and remote-reports).

/** Status of a report job: 0 processing, 1 finished, 2 error (the domain's JobStatus). */
export type RelatorioStatus = 0 | 1 | 2;

/** One exported report of `GET Relatorios?filter=`. */
export interface Relatorio {
  id: number;
  descricao: string;
  tipo: 'pdf' | 'xlsx';
  status: RelatorioStatus;
  /** ISO instant the job was created. */
  dataInclusao: string;
  /** API path of the file (`/api/Relatorios/{id}/arquivo`); null until finished. */
  url: string | null;
  erro: { message: string } | null;
}

/** The answer of `POST Relatorios/gerar/{relatorio}/{formato}`: the job and the socket event base name. */
export interface RelatorioStart {
  id: number;
  event: string;
}

export const RelatorioSchema: v.GenericSchema<unknown, Relatorio> = v.object({
  id: v.number(),
  descricao: v.string(),
  tipo: v.picklist(['pdf', 'xlsx']),
  status: v.picklist([0, 1, 2]),
  dataInclusao: v.string(),
  url: v.optional(v.nullable(v.string()), null),
  erro: v.optional(v.nullable(v.object({ message: v.string() })), null),
});

export const RelatorioListSchema: v.GenericSchema<unknown, Relatorio[]> = v.array(RelatorioSchema);

export const RelatorioStartSchema: v.GenericSchema<unknown, RelatorioStart> = v.object({
  id: v.number(),
  event: v.pipe(v.string(), v.minLength(1)),
});

/** `GET {Model}/count?where=`. */
export const CountSchema: v.GenericSchema<unknown, { count: number }> = v.object({
  count: count,
});

/** One choice of a report filter's select (`GET Relatorios/opcoes/{vendedores|categorias}`). */
export interface RelatorioFiltroOpcao {
  id: number;
  nome: string;
}

export const RelatorioFiltroOpcoesSchema: v.GenericSchema<unknown, RelatorioFiltroOpcao[]> = v.array(
  v.object({ id: v.number(), nome: v.string() }),
);
