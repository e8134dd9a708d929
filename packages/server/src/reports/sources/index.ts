import type { ReportKindId } from '@erp/domain';
import type { ReportSource } from '../reportSource';
import { entradaNotaFiscal } from './entradaNotaFiscal';
import { financeiro } from './financeiro';
import { movimentacaoEstoque } from './movimentacaoEstoque';
import { pessoas } from './pessoas';
import { posicaoEstoque } from './posicaoEstoque';
import { produtosAlterados } from './produtosAlterados';
import { vendas } from './vendas';

/** What each report kind reads. */
export const REPORT_SOURCES: Readonly<Record<ReportKindId, ReportSource>> = {
  'posicao-estoque': posicaoEstoque,
  'movimentacao-estoque': movimentacaoEstoque,
  'produtos-alterados': produtosAlterados,
  'entrada-nota-fiscal': entradaNotaFiscal,
  pessoas,
  vendas,
  financeiro,
};
