// What the administration's screens show, shaped as its API contract answers it (issue 19): the users, brands,
// figures and white-label settings its tests answer through @erp/test-doubles' fake API.
import type { AdminDashboard, AdminWhiteLabel, BrandUser, UserInfo } from '@erp/domain';
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

/** The two brands of the demo data. */
export const BRANDS = [
  { idConfig: 1, title: 'ERP Demo' },
  { idConfig: 2, title: 'Acme Gestão' },
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

/** Brand 2 (Acme) as `GET ConfigWhiteLabels/2/admin` answers it. */
export function acmeWhiteLabel(overrides: Partial<AdminWhiteLabel> = {}): AdminWhiteLabel {
  return {
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
    urlPdv: null,
    possuiIntegracaoSuperlogica: false,
    origins: ['http://127.0.0.1:8080'],
    canonicalOrigin: 'http://127.0.0.1:8080',
    diasTrial: 15,
    remoteOverrides: { signup: 'signup_acme' },
    crm: { stageId: 3, baseUrl: 'https://crm.acme.com.br', possuiToken: true },
    capa: null,
    updatedAt: '2026-11-23T12:00:00.000Z',
    ...overrides,
  };
}

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
