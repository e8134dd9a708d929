import { demoModules } from '@erp/domain';
import type { brands } from '../schema';

type BrandInsert = typeof brands.$inferInsert;

/** A demo brand and the origins it answers on (the first is canonical: it builds the links of its e-mails). */
export interface DemoBrand {
  brand: BrandInsert;
  origins: string[];
}

const documentos = {
  termos: '/assets/docs/termos-de-uso.html',
  privacidade: '/assets/docs/politica-de-privacidade.html',
};

// The cover is HTML on purpose: the auth area sanitises it before showing it (spec 000 §2, "custom HTML").
const demoCover = [
  '<div style="height:100%;display:flex;flex-direction:column;justify-content:center;padding:48px;',
  'background:linear-gradient(135deg,#2196f3,#0d47a1);color:#fff;font-family:Arial,Helvetica,sans-serif">',
  '<h1 style="font-size:40px;margin:0 0 16px">ERP Demo</h1>',
  '<p style="font-size:20px;margin:0">Financeiro, vendas, estoque e notas fiscais em um só lugar.</p>',
  '</div>',
].join('');

const erpDemo: BrandInsert = {
  idConfig: 1,
  title: 'ERP Demo',
  tema: 'azul',
  isDefault: true,
  modulos: demoModules(true),
  planoModulos: demoModules(true),
  documentos,
  imagens: { logo: '/assets/brands/1/logo.svg', logo_branca: '/assets/brands/1/logo-branca.svg' },
  misc: {
    permiteCadastro: true,
    textoDestaqueCadastro: 'GRATUITAMENTE',
    exibirCpfCnpj: false,
    exibirNomeUsuario: true,
    exibirNomeEmpresa: true,
    exibirTelefone: true,
    exibirRegime: true,
    linkFavicon: '/assets/brands/favicon.svg',
    adobeAnalytics: false,
    capaAuth: { tipo: 'html', valor: demoCover },
  },
  remoteOverrides: {},
  // Contracts of this brand are billed in the billing system (the customer-area subscription menu needs it).
  possuiIntegracaoSuperlogica: true,
  crm: null,
};

const acme: BrandInsert = {
  idConfig: 2,
  title: 'Acme Gestão',
  tema: 'custom',
  isDefault: false,
  modulos: demoModules(false),
  planoModulos: demoModules(false),
  documentos,
  imagens: { logo: '/assets/brands/2/logo.svg', logo_branca: '/assets/brands/2/logo-branca.svg' },
  misc: {
    permiteCadastro: true,
    customThemeColor: '#8e24aa',
    secondaryThemeColor: '#ffb300',
    textoDestaqueCadastro: 'SEM CUSTO',
    textoAlertaCadastro: 'Experimente o Acme Gestão por 15 dias, sem cartão de crédito.',
    exibirCpfCnpj: true,
    exibirNomeUsuario: true,
    exibirNomeEmpresa: true,
    exibirTelefone: true,
    exibirRegime: false,
    adobeAnalytics: false,
    capaAuth: { tipo: 'imagem', valor: '/assets/brands/2/capa.svg' },
  },
  remoteOverrides: { signup: 'signup_acme' },
  possuiIntegracaoSuperlogica: true,
  // A CRM secret in the seed proves it never reaches the browser (tests check ConfigWhiteLabels answers).
  crm: { token: 'acme-crm-token-demo', stageId: 3, tokenBaseUrl: null },
};

/** The two brands of CONTRACT "Brands"; origins follow the host port the server was started with. */
export function demoBrands(hostPort: number): DemoBrand[] {
  return [
    { brand: erpDemo, origins: [`http://localhost:${hostPort}`] },
    { brand: acme, origins: [`http://127.0.0.1:${hostPort}`] },
  ];
}
