import type { FilialSelecionada, LoginResponse, LoginUser, UserInfo, WhiteLabelConfig } from '@erp/domain';

// Shaped after the seeded demo data (CONTRACT.md "Brands" and "Demo data"), so tests read like the product.

function config(overrides: Partial<WhiteLabelConfig> = {}): WhiteLabelConfig {
  return {
    id: 1,
    idConfig: 1,
    title: 'ERP Demo',
    tema: 'azul',
    API_ENDPOINT: 'http://localhost:3000/api/',
    modulos: [],
    planoModulos: [],
    documentos: {},
    imagens: { logo: 'http://localhost:3000/static/logo-demo.svg' },
    urlPdv: null,
    possuiIntegracaoSuperlogica: false,
    misc: { permiteCadastro: true, exibirCpfCnpj: true, exibirTelefone: true },
    ...overrides,
  };
}

function filialSelecionada(overrides: Partial<FilialSelecionada> = {}): FilialSelecionada {
  return {
    id: 1,
    apelido: 'Matriz',
    nome: 'Mercado Demo Ltda',
    cpfCnpj: '11222333000181',
    ramoAtividade: 'supermercado',
    contratoId: null,
    planoId: null,
    trial: false,
    bloqueada: false,
    dataVencimento: null,
    integracaoSerasa: false,
    integracoes: [],
    ...overrides,
  };
}

function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1,
    nome: 'Admin Demo',
    email: 'admin@demo.com.br',
    avatar: null,
    cpfCnpj: null,
    empresaObj: { id: 1, nome: 'Mercado Demo Ltda' },
    filialSelecionada: 1,
    filialSelecionadaObj: filialSelecionada(),
    permissoes: {},
    perfilAdmin: true,
    suporteWhiteLabel: false,
    isContador: false,
    isAvanco: false,
    master: false,
    painelAdministrativo: false,
    alertas: 0,
    configWhiteLabel: { modulos: [] },
    configuracaoBoleto: null,
    quantidadeLocaisEstoque: 1,
    ...overrides,
  };
}

function loginUser(overrides: Partial<LoginUser> = {}): LoginUser {
  return {
    id: 1,
    nome: 'Admin Demo',
    email: 'admin@demo.com.br',
    isAvanco: false,
    master: false,
    ...overrides,
  };
}

function loginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return { id: 'demo-session-token', user: loginUser(), ...overrides };
}

/** Valid entities for tests; pass overrides for what the test is about. */
export const fixtures = { config, userInfo, loginResponse, loginUser, filialSelecionada };
