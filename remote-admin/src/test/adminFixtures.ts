// What the administration's screens show, shaped as its API contract answers it (issue 19): the users, brands,
// figures and white-label settings its tests answer through @erp/test-doubles' fake API.
import type { AdminRemoteArea, Plano } from '@erp/api-client';
import type { AdminDashboard, AdminWhiteLabel, BrandUser, UserInfo, WhiteLabelConfig } from '@erp/domain';
import { fixtures } from '@erp/test-doubles';

/** Product-owner staff: every brand. */
export const suporteUser = (): UserInfo =>
  fixtures.userInfo({
    id: 4,
    nome: 'Suporte Demo',
    email: 'suporte@demo.com.br',
    perfilAdmin: false,
    isAvanco: true,
  });

/** A master user: the own brand only. */
export const masterUser = (): UserInfo =>
  fixtures.userInfo({
    id: 5,
    nome: 'Master Demo',
    email: 'master@demo.com.br',
    perfilAdmin: false,
    master: true,
  });

/** The brands `GET ConfigWhiteLabels` lists (CONTRACT "Brands"). */
export const brands = [
  { id: 1, idConfig: 1, title: 'ERP Demo' },
  { id: 2, idConfig: 2, title: 'Acme Gestão' },
];

/** A brand's figures with 30 days of sign-ups ending on 2026-11-23. */
export function dashboardFigures(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  const cadastrosPorDia = Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 23 - 29 + i));
    return { data: day.toISOString().slice(0, 10), total: i === 29 ? 4 : i % 7 === 0 ? 2 : 0 };
  });
  return {
    empresas: 12,
    usuariosAtivos: 48,
    trials: 5,
    trialsVencendo7Dias: 2,
    bloqueadas: 1,
    cadastrosPorDia,
    ...overrides,
  };
}

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

/** Brand 2 (Acme) as `GET ConfigWhiteLabels/2/admin` answers it. */
export const acmeWhiteLabel = (overrides: Partial<AdminWhiteLabel> = {}): AdminWhiteLabel =>
  adminConfig({
    id: 2,
    idConfig: 2,
    title: 'Acme Gestão',
    tema: 'custom',
    misc: {
      customThemeColor: '#8e24aa',
      textoDestaqueCadastro: 'GRATUITAMENTE',
      permiteCadastro: true,
      exibirCpfCnpj: true,
      exibirTelefone: true,
    },
    modulos: [],
    planoModulos: [],
    documentos: { termos: 'https://acme.com.br/termos' },
    imagens: { logo: 'http://localhost:3000/assets/logo-acme.svg' },
    origins: ['http://127.0.0.1:8080'],
    canonicalOrigin: 'http://127.0.0.1:8080',
    remoteOverrides: { signup: 'signup_acme' },
    crm: { stageId: 3, baseUrl: 'https://crm.acme.com.br', possuiToken: true },
    ...overrides,
  });

/** A user of brand 2 as a row of the users list. */
export function brandUser(overrides: Partial<BrandUser> = {}): BrandUser {
  return {
    id: 30,
    nome: 'Ana Acme',
    email: 'admin@acme.com.br',
    ativo: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    empresa: { id: 7, nome: 'Acme Comércio', cpfCnpj: '11222333000181' },
    filial: { id: 9, nome: 'Matriz', trial: false, bloqueada: false, dataVencimento: null },
    perfilAdmin: true,
    ...overrides,
  };
}
