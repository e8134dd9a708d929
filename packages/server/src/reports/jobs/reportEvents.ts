import { saoPauloDate } from '@erp/domain';
import type { RelatorioRow } from '../../db/schema';

/** Socket event base name of a report (the client listens to `{event}-pdf` and `{event}-xlsx`). */
export function reportEvent(id: number): string {
  return `relatorio-${id}`;
}

/** The API path that downloads a finished report; never a static, guessable file path. */
export function reportUrl(id: number): string {
  return `/api/Relatorios/${id}/arquivo`;
}

/** Download name in the spec's style: `vendas-2026-11-23.pdf` (the day it was asked for, São Paulo time). */
export function reportFileName(row: Pick<RelatorioRow, 'relatorio' | 'tipo' | 'dataInclusao'>): string {
  return `${row.relatorio}-${saoPauloDate(row.dataInclusao)}.${row.tipo}`;
}

/** Payload of `{event}-{formato}` (CONTRACT "API", spec 001 §7). */
export type ReportEventPayload =
  { status: 'success'; data: { file: string; url: string } } | { status: 'error'; data: { message: string } };
