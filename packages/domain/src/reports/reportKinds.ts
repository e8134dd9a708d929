import { ReportFormat } from '../reference/business';

/** Filters a report can take in the body of `POST Relatorios/gerar/{relatorio}/{formato}`. */
export type ReportFilterName =
  | 'dataInicial'
  | 'dataFinal'
  | 'filialId'
  | 'categoriaId'
  | 'tipoPessoa'
  | 'vendedorId'
  | 'tipoLancamento'
  | 'status';

/** Body of a report start: each kind reads only the filters it lists. */
export interface ReportFilters {
  dataInicial?: string;
  dataFinal?: string;
  filialId?: number;
  categoriaId?: number;
  tipoPessoa?: 0 | 1;
  vendedorId?: number;
  tipoLancamento?: 'receber' | 'pagar';
  status?: string;
}

/** Kind ids of the exported reports (the `{relatorio}` path segment). */
export const REPORT_KIND_IDS = [
  'posicao-estoque',
  'movimentacao-estoque',
  'produtos-alterados',
  'entrada-nota-fiscal',
  'pessoas',
  'vendas',
  'financeiro',
] as const;
export type ReportKindId = (typeof REPORT_KIND_IDS)[number];

/** One report the user can export. */
export interface ReportKind {
  id: ReportKindId;
  /** Name shown to users (descricao of the exported report). */
  title: string;
  formats: readonly ReportFormat[];
  filters: readonly ReportFilterName[];
  /** dataInicial and dataFinal are required (at most REPORT_MAX_PERIOD_DAYS apart). */
  periodRequired: boolean;
  /** Wide reports print in landscape (spec 001 §9). */
  orientation: 'portrait' | 'landscape';
}

/** Longest period a report accepts, in days. */
export const REPORT_MAX_PERIOD_DAYS = 366;

/** Values of the financeiro report's `status` filter. */
export const FINANCIAL_REPORT_STATUSES = ['aberto', 'pago', 'vencido'] as const;
export type FinancialReportStatus = (typeof FINANCIAL_REPORT_STATUSES)[number];

const BOTH = [ReportFormat.PDF, ReportFormat.XLSX] as const;

export const REPORT_KINDS: Readonly<Record<ReportKindId, ReportKind>> = {
  'posicao-estoque': {
    id: 'posicao-estoque',
    title: 'Posição de estoque',
    formats: BOTH,
    filters: ['filialId', 'categoriaId'],
    periodRequired: false,
    orientation: 'portrait',
  },
  'movimentacao-estoque': {
    id: 'movimentacao-estoque',
    title: 'Movimentação de estoque',
    formats: BOTH,
    filters: ['dataInicial', 'dataFinal', 'filialId', 'categoriaId'],
    periodRequired: true,
    orientation: 'landscape',
  },
  'produtos-alterados': {
    id: 'produtos-alterados',
    title: 'Produtos alterados',
    formats: BOTH,
    filters: ['dataInicial', 'dataFinal', 'categoriaId'],
    periodRequired: true,
    orientation: 'portrait',
  },
  'entrada-nota-fiscal': {
    id: 'entrada-nota-fiscal',
    title: 'Entrada de nota fiscal',
    formats: BOTH,
    filters: ['dataInicial', 'dataFinal', 'filialId'],
    periodRequired: true,
    orientation: 'landscape',
  },
  pessoas: {
    id: 'pessoas',
    title: 'Pessoas',
    formats: BOTH,
    filters: ['tipoPessoa'],
    periodRequired: false,
    orientation: 'landscape',
  },
  vendas: {
    id: 'vendas',
    title: 'Vendas',
    formats: BOTH,
    filters: ['dataInicial', 'dataFinal', 'filialId', 'vendedorId'],
    periodRequired: true,
    orientation: 'landscape',
  },
  financeiro: {
    id: 'financeiro',
    title: 'Financeiro',
    formats: BOTH,
    filters: ['dataInicial', 'dataFinal', 'filialId', 'tipoLancamento', 'status'],
    periodRequired: true,
    orientation: 'landscape',
  },
};

/** The kind of a `{relatorio}` path segment, or undefined when it names none. */
export function reportKindOf(id: string): ReportKind | undefined {
  return (REPORT_KIND_IDS as readonly string[]).includes(id) ? REPORT_KINDS[id as ReportKindId] : undefined;
}
