import type { ListName } from '@erp/domain';
import type { ShellListDefinition } from '../listDefinition';
import { categorias, produtos, vendedores } from './cadastros';
import { depositos, movimentacoes } from './estoque';
import { contasPagar, contasReceber } from './financeiro';
import { clientes, fornecedores } from './pessoas';
import { cuponsFiscais, notasFiscais, pedidosVenda } from './vendas';

/** Every business list the shell draws, by name (`LIST_PAGES` says on which page). */
export const LIST_DEFINITIONS: Readonly<Record<ListName, ShellListDefinition>> = {
  clientes,
  fornecedores,
  vendedores,
  produtos,
  categorias,
  depositos,
  movimentacoes,
  pedidosVenda,
  cuponsFiscais,
  notasFiscais,
  contasReceber,
  contasPagar,
};
