import type { AdminRemoteArea, Plano } from '@erp/api-client';
import type { AdminWhiteLabel, BrandUser, WhiteLabelConfig } from '@erp/domain';
import { fixtures } from '@erp/test-doubles';

/** A signed-in product-owner (isAvanco) user. */
export const avancoUser = () =>
  fixtures.userInfo({ nome: 'Suporte Avanço', email: 'suporte@avanco.com.br', isAvanco: true });

/** A signed-in master user of the brand. */
export const masterUser = () =>
  fixtures.userInfo({ nome: 'Master Demo', email: 'master@demo.com.br', master: true });

/** The brands `GET ConfigWhiteLabels` lists (CONTRACT "Brands"). */
export const brands = [
  { id: 1, idConfig: 1, title: 'ERP Demo' },
  { id: 2, idConfig: 2, title: 'Acme Gestão' },
];

/** One area row of `GET Admin/remotes`, overridable. */
export function remoteArea(overrides: Partial<AdminRemoteArea> = {}): AdminRemoteArea {
  return {
    area: 'signup',
    container: 'signup',
    containers: ['signup', 'signup_acme'],
    versaoAtiva: '1.1.0',
    origem: 'global',
    versoes: [
      { versao: '1.2.0', publicadaEm: '2026-11-20T13:30:00.000Z' },
      { versao: '1.1.0', publicadaEm: '2026-11-10T12:00:00.000Z' },
      { versao: '1.0.0', publicadaEm: '2026-11-01T12:00:00.000Z' },
    ],
    anterior: '1.0.0',
    canary: null,
    ...overrides,
  };
}

/** A plan of brand 1, overridable. */
export function plano(overrides: Partial<Plano> = {}): Plano {
  return {
    id: 1,
    nome: 'Básico',
    descricao: 'Para começar',
    valorMensal: 89.9,
    modulos: [{ id: 1, nome: 'Financeiro', visivel: true }],
    idExterno: 'BAS-1',
    configWhiteLabel: 1,
    ativo: true,
    ...overrides,
  };
}

/** Brand 1's configuration as `GET ConfigWhiteLabels?filter=` answers it, with its modules. */
export const brandConfig = (overrides: Partial<WhiteLabelConfig> = {}): WhiteLabelConfig =>
  fixtures.config({
    modulos: [
      { id: 1, nome: 'Financeiro', ativo: true, menus: ['financeiro'] },
      { id: 2, nome: 'Fiscal', ativo: false, menus: [] },
    ],
    planoModulos: [{ id: 3, nome: 'Boletos', ativo: true, menus: ['boletos'] }],
    ...overrides,
  });

/** Brand 1 as `GET ConfigWhiteLabels/1/admin` answers it, with modules. */
export const adminConfig = (overrides: Partial<AdminWhiteLabel> = {}): AdminWhiteLabel => ({
  id: 1,
  idConfig: 1,
  title: 'ERP Demo',
  tema: 'azul',
  misc: {},
  modulos: brandConfig().modulos,
  planoModulos: brandConfig().planoModulos,
  documentos: {},
  imagens: {},
  urlPdv: null,
  possuiIntegracaoSuperlogica: false,
  origins: [],
  canonicalOrigin: null,
  diasTrial: 15,
  remoteOverrides: {},
  crm: null,
  capa: null,
  updatedAt: '2026-11-23T12:00:00.000Z',
  ...overrides,
});

/** One row of `GET Usuarios/usuarios-whitelabel/:idConfig`, overridable. */
export function brandUserRow(overrides: Partial<BrandUser> = {}): BrandUser {
  return {
    id: 30,
    nome: 'Ana Acme',
    email: 'ana@acme.com.br',
    ativo: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    empresa: { id: 7, nome: 'Acme Comércio Ltda', cpfCnpj: '11222333000181' },
    filial: { id: 9, nome: 'Matriz', trial: false, bloqueada: false, dataVencimento: null },
    perfilAdmin: true,
    ...overrides,
  };
}
