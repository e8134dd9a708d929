// Users of the demo accounts (CONTRACT.md "Demo data"), as the shell's tests need them.
import { PermissionLevel, type UserInfo } from '@erp/domain';
import { fixtures } from '@erp/test-doubles/react';

const { NONE, VIEW, CREATE } = PermissionLevel;

/** Company administrator: every menu of the branch (boleto configuration and 2 stock locations). */
export const adminUser = (overrides: Partial<UserInfo> = {}): UserInfo =>
  fixtures.userInfo({ configuracaoBoleto: { id: 1 }, quantidadeLocaisEstoque: 2, ...overrides });

/** View on customers and sales, create on sales orders, none on finance, reports and fiscal. */
export const vendedorUser = (): UserInfo =>
  adminUser({
    id: 2,
    nome: 'Vendedor Demo',
    perfilAdmin: false,
    permissoes: {
      clientes: VIEW,
      vendas: VIEW,
      pedidoVendas: CREATE,
      financeiro: NONE,
      relatorios: NONE,
      fiscal: NONE,
    },
  });

export const contadorUser = (): UserInfo =>
  adminUser({ id: 3, nome: 'Contador Demo', perfilAdmin: false, isContador: true });

export const avancoUser = (): UserInfo =>
  adminUser({ id: 4, nome: 'Suporte Demo', perfilAdmin: false, isAvanco: true });

/** A branch on an expired trial (blocked). */
export const expiredTrialUser = (): UserInfo =>
  adminUser({
    filialSelecionadaObj: fixtures.filialSelecionada({
      trial: true,
      bloqueada: true,
      dataVencimento: '2026-01-01',
    }),
  });
