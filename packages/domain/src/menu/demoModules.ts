import type { Modulo } from '../entities';

/**
 * The modules the demo brands sell and the menu groups each one opens (the server seeds them; the menu tests build
 * menus from them). A brand without the fiscal module (brand 2) passes `fiscalAtivo = false`.
 */
export function demoModules(fiscalAtivo = true): Modulo[] {
  return [
    { id: 1, nome: 'Financeiro', ativo: true, menus: ['financeiro', 'boletos'] },
    { id: 2, nome: 'Vendas', ativo: true, menus: ['clientes', 'vendas', 'pedidoVendas', 'pdv'] },
    { id: 3, nome: 'Estoque', ativo: true, menus: ['produtos', 'estoque', 'compras', 'fornecedores'] },
    { id: 4, nome: 'Fiscal', ativo: fiscalAtivo, menus: ['nfe', 'fiscal'] },
    { id: 5, nome: 'Relatórios', ativo: true, menus: ['relatorios'] },
  ];
}
