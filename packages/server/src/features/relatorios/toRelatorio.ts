import type { JobStatus, ReportFormat } from '@erp/domain';
import type { RelatorioRow } from '../../db/schema';
import { reportUrl } from '../../reports/jobs/reportEvents';

/** An exported report as the list answers it (spec 001 §3, the reports contract). */
export interface Relatorio {
  id: number;
  descricao: string;
  tipo: ReportFormat;
  status: JobStatus;
  dataInclusao: string;
  url: string | null;
  erro: { message: string } | null;
}

export function toRelatorio(row: RelatorioRow): Relatorio {
  return {
    id: row.id,
    descricao: row.descricao,
    tipo: row.tipo,
    status: row.status,
    dataInclusao: row.dataInclusao.toISOString(),
    url: row.status === 1 && row.arquivo ? reportUrl(row.id) : null,
    erro: row.erro ? { message: row.erro } : null,
  };
}
